/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingAppChunk, landingChunks, shellChunk } from './build/firstLoadChunks.ts';
import { precompress } from './build/precompress.ts';
import { scriptsAfterContent } from './build/scriptsAfterContent.ts';
import { serviceWorker } from './build/serviceWorker.ts';

// The API listens on 3000 in development; in production it serves this build on the same origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The browser's page is on :5173, the API on :3000. The API refuses state-changing requests from another
 * origin, so the proxy presents them as the API's own: Host (changeOrigin) and Origin both become the API's.
 */
const apiProxy = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
    configure: (proxy: { on: (event: 'proxyReq', listener: (request: ProxyRequest) => void) => void }) => {
      proxy.on('proxyReq', (request) => {
        if (request.getHeader('origin')) request.setHeader('origin', new URL(apiTarget).origin);
      });
    },
  },
};
interface ProxyRequest {
  getHeader(name: string): unknown;
  setHeader(name: string, value: string): void;
}

const inPackages = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/**
 * The libraries every screen runs (React DOM, React Router, TanStack Query) in one chunk (DECISIONS #62). The
 * app's own modules are cut by the landing screens that import them: the shell's and the home page's in `app`
 * (DECISIONS #142), the lists' and the ad page's in `app-lists`, `app-ad`, `app-lists-seller`... (DECISIONS
 * #152). Left to Rolldown entirely they became 72 scripts on the home page, each with ~430 bytes of headers and
 * a modulepreload link. Base UI, which the dialogs, drawers and menus use, goes with the first of those that
 * imports it: a landing page fetches it only when a person opens one (the kit has no barrel file for this).
 */
const chunkGroups = [
  {
    name: landingChunks('framework', inPackages('react|react-dom|scheduler|react-router|@tanstack'), { byPage: false }),
    priority: 8,
  },
  // The page's first script imports Vite's preload helper: alone, not in `app` (see shellChunk).
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 9 },
  // A group takes the dependencies no group of higher priority took: libraries first, then the app's modules
  // from the shell's outwards (landingAppChunk).
  { name: shellChunk('app'), priority: 6 },
  { name: landingAppChunk('app', 2), priority: 5 },
  { name: landingAppChunk('app', 1), priority: 4 },
];

/**
 * The server render's build (`vite build --ssr`): its libraries bundled in and compiled for production, so
 * the server renders with React's production build whatever NODE_ENV the API runs with. Left external, Node
 * picks react's and Emotion's development builds under `npm start` (NODE_ENV=development), which render the
 * same markup about three times slower (prop validation, component stacks).
 */
const serverRenderBuild = {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? serverRenderBuild : {}),
  plugins: [react(), scriptsAfterContent(), ...(isSsrBuild ? [] : [serviceWorker(), precompress()])],
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
  build: {
    // Modern browsers only: smaller output, native dynamic import for route chunks.
    target: 'es2022',
    // Every browser the es2022 target runs on supports <link rel="modulepreload">: no polyfill in the first script.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    // One style sheet for the whole app, linked in index.html's <head>: every page the server renders has its
    // CSS before the first paint, and no screen's chunk fetches a sheet of its own after hydration.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Test files share a worker's loaded modules (React, the router, the kit) instead of importing them again for
    // each of 80-odd files: 99 s → 29 s for this project on two cores. Each test renders its own tree with its
    // own query client; src/test/setup.ts settles what a file left running and undoes its stubs before the next.
    isolate: false,
    // CSS Modules give real class names in tests ('_button_<hash>'), so a test can see which look is on.
    css: { modules: { classNameStrategy: 'stable' } },
    // A ceiling against hangs, not a speed check: MUI transitions and typing are slow in jsdom, and CI runs
    // on two shared cores where a 15 s ceiling timed out healthy tests.
    testTimeout: 60_000,
  },
}));
