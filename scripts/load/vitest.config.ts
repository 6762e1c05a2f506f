import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'load', include: ['*.test.ts'] } });
