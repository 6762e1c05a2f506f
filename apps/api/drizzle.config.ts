import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this. Migrations are applied by the app itself at start-up
// (src/db/migrate.ts): drizzle-kit's own PGlite has no extensions, so `drizzle-kit migrate` would fail.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
