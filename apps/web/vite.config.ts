/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appPreload } from './build/appPreload.ts';
import { landingAppChunk, landingChunks, shellChunk } from './build/firstLoadChunks.ts';
import { precompress } from './build/precompress.ts';
import { scriptsAfterContent } from './build/scriptsAfterContent.ts';

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
 * `src/start/<name>.ts`, which `boot.ts` imports to evaluate the chunk `name` in a task of its own (DECISIONS
 * #145), goes in that chunk: left to Rolldown, each became a chunk of its own re-exporting the library's,
 * one more request per page, and the first script (`boot.ts`) imported Rolldown's runtime before the first paint.
 */
function withStage(name: string, group: ReturnType<typeof landingChunks>): ReturnType<typeof landingChunks> {
  const stage = new RegExp(`src[\\\\/]start[\\\\/]${name}\\.ts$`);
  return (moduleId, ctx) => (stage.test(moduleId) ? name : group(moduleId, ctx));
}

/**
 * The libraries every screen runs (Preact as React, React Router, TanStack Query, Emotion, MUI's styling
 * engine) in one chunk (DECISIONS #62). MUI's components are cut by the landing page that imports them
 * (`landingChunks`): what the shell and home page use in `mui`, what both the lists and the ad page add in
 * `mui-pages`, what only the lists add in `mui-lists`, only the ad page in `mui-ad`; the rest is split by
 * Rolldown among the later screens and dialogs that use it (DECISIONS #94, #142; #88 had all of MUI in one
 * chunk, so the home page fetched the dashboard's table and the forms' fields). The app's own modules are
 * cut the same way: the shell's and the home page's in `app` (#142), the lists' and the ad page's in
 * `app-lists`, `app-ad`, `app-lists-seller`... by the landing screens that share them (#152). Left to Rolldown entirely they became 72 scripts on the home
 * page, each with ~430 bytes of headers and a modulepreload link Vite's helper appends on a phone's slow main
 * thread. Plain groups keep Emotion's initialisation order (the `entriesAware` merge once tried did not).
 */
const chunkGroups = [
  {
    name: withStage(
      'framework',
      landingChunks(
        'framework',
        inPackages(
          'preact|react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|@mui[\\\\/](system|utils|styled-engine|private-theming)|react-is|prop-types|clsx|@babel[\\\\/]runtime',
        ),
        { byPage: false },
      ),
    ),
    priority: 8,
  },
  {
    name: withStage('mui', landingChunks('mui', inPackages('@mui[\\\\/]material|@mui[\\\\/]icons-material'))),
    priority: 7,
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

const preload = appPreload('src/main.tsx');

/**
 * React's API from Preact (preact/compat) in the browser, the server render and the web unit tests: ~60 kB
 * less JavaScript on every page (DECISIONS #151). The app and its libraries still import 'react' (and are
 * type-checked against React's types); Vite resolves those imports here. Order matters: the subpaths before
 * the bare names.
 */
const reactFromPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The web unit tests resolve libraries to their ES builds (`module`): Emotion's `import` condition is an ES
 * wrapper around its CommonJS build, whose require('react') would load React beside Preact.
 */
const testConditions = ['module', 'browser', 'development'];

export default defineConfig(({ isSsrBuild, mode }) => ({
  ...(isSsrBuild ? serverRenderBuild : {}),
  plugins: [react(), scriptsAfterContent(), ...(isSsrBuild ? [] : [precompress(), preload.plugin])],
  resolve: { alias: reactFromPreact, ...(mode === 'test' ? { conditions: testConditions } : {}) },
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
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A ceiling against hangs, not a speed check: MUI transitions and typing are slow in jsdom, and CI runs
    // on two shared cores where a 15 s ceiling timed out healthy tests.
    testTimeout: 60_000,
    // The libraries go through Vite, not Node's loader, so that the aliases reach their imports of 'react'.
    server: { deps: { inline: true } },
    // Two CommonJS files the libraries name by path, whose require('react') no alias reaches: their ES twins.
    alias: [
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^react-transition-group\/cjs\//, replacement: 'react-transition-group/esm/' },
    ],
  },
}));
