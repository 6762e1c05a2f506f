import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * `npm run build -w apps/api`: the server as plain JavaScript for `npm start` / `npm run serve`, so production
 * never compiles TypeScript at start-up (DECISIONS #61). One ES module, dist/main.js, with the workspace
 * packages (@skelbimai/contract: TypeScript source) bundled in and every npm dependency left to node_modules
 * (native addons such as sharp and argon2, PGlite's wasm files and swagger-ui's assets are read from their
 * own package folders). Development and tests keep running the TypeScript directly (tsx, Vitest).
 */
const root = new URL('./', import.meta.url);
const outDir = new URL('dist/', root);
const manifest = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@skelbimai/'));

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/main.ts', root).pathname],
  outfile: new URL('main.js', outDir).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A package's subpaths too (drizzle-orm/pg-core, @electric-sql/pglite/contrib/…).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // `node --enable-source-maps` then names the TypeScript file and line in stack traces.
  sourcesContent: false,
  logLevel: 'warning',
});
// Read at run time next to the code (db/client.ts's migrationsFolder is './migrations' beside the module):
// dist/main.js sits as deep as src/config.ts, so repoRoot (.env, the web build) resolves the same.
await cp(new URL('src/db/migrations/', root), new URL('migrations/', outDir), { recursive: true });
console.log(`API built: ${outDir.pathname}main.js (+ migrations)`);
