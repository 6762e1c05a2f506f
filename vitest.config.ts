import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and integration tests.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/test-fakes', 'apps/api', 'apps/web', 'scripts/load'],
    // Vitest's default is one worker fewer than the cores, which on a two-core machine is one worker: every file
    // of the suite in turn while the second core idles. The main process only collects results, so one worker per
    // core; each test file has its own app, database and ports, so files may run side by side.
    maxWorkers: availableParallelism(),
  },
});
