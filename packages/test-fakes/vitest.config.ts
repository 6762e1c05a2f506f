import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'test-fakes', include: ['src/**/*.test.ts'] } });
