import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settingKeys, settings } from '../../db/schema/index.ts';

/**
 * The secret that signs the `test` provider's links: PAYMENT_TEST_SECRET when set, else one generated at the
 * database's first start and kept in `settings` (DECISIONS #102). In the database rather than a file in
 * DATA_DIR: every process on one PostgreSQL database must verify the links the others signed, whatever data
 * folder each has; with PGlite the database is the data folder's, so each folder still gets its own. The first
 * writer wins (`on conflict do nothing`), so processes starting together agree on one value.
 */
export async function testPaymentSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: settingKeys.testPaymentSecret, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, settingKeys.testPaymentSecret));
  if (!row) throw new Error('test payment secret not stored');
  return row.value;
}
