import type { Database } from './client.ts';

/** Per database (and per transaction object), the statements already built, by name. */
const builtByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement of fixed shape, built by Drizzle once per database and sent as a named prepared statement, so
 * PostgreSQL parses and plans it once per connection instead of on every request (DECISIONS #99). `build` makes
 * it with `sql.placeholder` for its values and ends in `.prepare(name)`; `name` is unique in the app, since a
 * connection keeps one statement per name. For the statements every list and ad page runs: their planning cost
 * more than their execution (0.4 ms against 0.3 for a page's rows). PGlite runs them as plain queries.
 */
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let built = builtByDatabase.get(db);
  if (!built) {
    built = new Map();
    builtByDatabase.set(db, built);
  }
  let statement = built.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    built.set(name, statement);
  }
  return statement;
}
