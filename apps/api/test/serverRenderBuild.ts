import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDir = join(repoRoot, 'apps', 'web');

/**
 * Builds the web's server render (apps/web/src/entry-server.tsx) from the current source, as `npm run build`
 * does, for a test app's WEB_SSR_ENTRY. The output sits under apps/web (in its node_modules' cache folder) so its
 * imports (react, @mui/material, @hookform/resolvers, …) resolve as the real build's do. Call `remove` in afterAll.
 */
export async function buildServerRender(): Promise<{ entry: string; remove: () => Promise<void> }> {
  const { build } = await import('vite');
  const cacheDir = join(webDir, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(join(cacheDir, 'skelbimai-ssr-test-'));
  // Vite compiles JSX for production only when NODE_ENV says so, and vitest runs with 'test'; the server
  // build bundles React's production build (apps/web/vite.config.ts), which has no development JSX runtime.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      logLevel: 'error',
      build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  return { entry: join(outDir, 'entry-server.js'), remove: () => rm(outDir, { recursive: true, force: true }) };
}
