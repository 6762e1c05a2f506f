/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API listens on 3000 in development; in production it serves this build on the same origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // Modern browsers only: smaller output, native dynamic import for route chunks.
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A ceiling against hangs, not a speed check: MUI transitions and typing are slow in jsdom, and CI runs
    // on two shared cores where a 15 s ceiling timed out healthy tests.
    testTimeout: 60_000,
  },
});
