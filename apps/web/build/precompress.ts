import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text files worth compressing; images and fonts are compressed already. No HTML: the server fills index.html
 * with each page's metadata and compresses that answer itself.
 */
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|ico|map)$/i;
/** Below this a compressed copy saves less than its headers cost (the server's own threshold is the same). */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside every text file of a
 * folder. Done once at build time, so the server sends compressed assets without compressing per request
 * (@fastify/static `preCompressed`). A copy that would not be smaller is not written.
 */
export async function precompressFolder(folder: string): Promise<number> {
  let written = 0;
  for await (const path of filesUnder(folder)) {
    if (!compressible.test(path)) continue;
    if ((await stat(path)).size < PRECOMPRESS_MIN_BYTES) continue;
    const original = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gzipAsync(original, { level: 9 }),
    ]);
    if (br.length < original.length) {
      await writeFile(`${path}.br`, br);
      written += 1;
    }
    if (gz.length < original.length) {
      await writeFile(`${path}.gz`, gz);
      written += 1;
    }
  }
  return written;
}

/** Vite plugin: precompress the build output after it is written (`vite build` only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'skelbimai-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const count = await precompressFolder(outDir);
      logger?.info(`precompressed: ${count} .br/.gz files in ${outDir}`);
    },
  };
}
