import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and integration tests.
export default defineConfig({
  test: { projects: ['packages/contract', 'packages/test-fakes', 'apps/api', 'apps/web', 'scripts/load'] },
});
