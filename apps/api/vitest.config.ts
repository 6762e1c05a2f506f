import { defineProject } from 'vitest/config';

// The 'api' project of the root vitest.config.ts. globalSetup migrates one database for the whole run;
// each test file then starts from a copy of it (see test/testDatabase.ts).
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    environment: 'node',
    // Test files share a worker's loaded modules (PGlite's WASM, Fastify, the app): each file still gets its own
    // app and database, but skips about a second of imports. Files must not rely on module state.
    isolate: false,
    // A ceiling against hangs, not a speed check: two shared cores make healthy tests slow.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
