import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** A readiness probe must answer quickly even when the database hangs; longer than this is "unavailable". */
export const HEALTH_DATABASE_TIMEOUT_MS = 3_000;

/** Whether the database answers a trivial query in time. Never throws. */
export async function databaseIsReady(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DATABASE_TIMEOUT_MS);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
