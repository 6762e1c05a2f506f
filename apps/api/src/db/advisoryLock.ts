import pg from 'pg';
import type { Database } from './client.ts';

/** The namespace of this app's advisory locks: pg_advisory_lock(NAMESPACE, hashtext(name)). */
const NAMESPACE = 71;

/**
 * `work` under a PostgreSQL session advisory lock named `name`, held on one pooled connection for its whole
 * length, so no other process on the database runs the same work meanwhile. `wait: false` answers undefined
 * at once when another process holds it; `wait: true` queues behind it. PGlite is one process
 * (db/dataDirLock.ts keeps a second one out) and one connection, which a held lock would block: there `work`
 * simply runs.
 */
export async function withAdvisoryLock<T>(
  db: Database,
  name: string,
  { wait }: { wait: boolean },
  work: () => Promise<T>,
): Promise<T | undefined> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work();
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    if (wait) {
      await connection.query('select pg_advisory_lock($1, hashtext($2))', [NAMESPACE, name]);
    } else {
      const locked = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [NAMESPACE, name],
      );
      if (!locked.rows[0]?.locked) return undefined;
    }
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, name]).catch((error) => {
        // The connection is unusable: destroying it (release with an error) ends the session and the lock.
        broken = error as Error;
      });
    }
  } finally {
    connection.release(broken);
  }
}
