import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from '../src/config.ts';
import { migrationsFolder, openPglite } from '../src/db/client.ts';

/**
 * A PGlite data folder dump with every migration applied, for test files to load instead of running initdb
 * (several seconds). It is cached between runs under node_modules/.cache, named by a hash of everything that
 * shapes it: the migration files, the client (its extensions) and the PGlite version. Any change makes a new one.
 */
export async function migratedPgliteDump(): Promise<string> {
  const cacheDir = join(repoRoot, 'node_modules', '.cache', 'skelbimai-api-tests');
  const file = join(cacheDir, `migrated-${await contentKey()}.tar`);
  if (existsSync(file)) return file;

  const connection = await openPglite();
  try {
    await connection.migrate();
    // Uncompressed: loading it is faster than gunzipping it in every test file.
    const dump = await connection.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite did not produce a dump');
    await mkdir(cacheDir, { recursive: true });
    for (const old of await readdir(cacheDir)) await rm(join(cacheDir, old), { force: true });
    // Write then rename, so a parallel run never loads a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await connection.close();
  }
  return file;
}

async function contentKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json; find it from its entry point.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')));
  const files = [...(await listFiles(migrationsFolder)), join(migrationsFolder, '..', 'client.ts')].sort();
  for (const path of files) {
    hash.update(`${relative(migrationsFolder, path)}\n`);
    hash.update(await readFile(path));
  }
  return hash.digest('hex').slice(0, 16);
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(folder, entry.name)) : [join(folder, entry.name)])),
  );
  return nested.flat();
}
