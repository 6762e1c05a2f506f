import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_ROLE, emailOrPhoneSchema } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { loadConfig, repoRoot } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { type UserRow, users } from '../db/schema/index.ts';
import { findUserByIdentifier, parseIdentifier } from '../modules/user-records/index.ts';

/**
 * The first administrator (PRODUCT.md §6: from a command, never a hard-coded password): an operator registers an
 * ordinary account on the site, then runs
 *
 *   npm run make-admin -w apps/api -- jonas@example.com      (or a phone: -- "+370 612 34567")
 *
 * against the same database (DATABASE_URL, or DATA_DIR's PGlite with the server stopped). Further roles are then
 * given from the dashboard.
 */

export class MakeAdminError extends Error {
  override name = 'MakeAdminError';
}

export interface MakeAdminResult {
  user: UserRow;
  /** The account already had the role: nothing changed. */
  alreadyAdmin: boolean;
}

/** Gives the account of this e-mail or phone (any form: '8 612 34567' = '+37061234567') the Administrator role. */
export async function makeAdmin(db: Database, emailOrPhone: string | undefined): Promise<MakeAdminResult> {
  const parsed = emailOrPhoneSchema.safeParse(emailOrPhone ?? '');
  if (!parsed.success) {
    throw new MakeAdminError('Give the e-mail or phone of an existing account: make-admin -- <email-or-phone>');
  }
  const identifier = parseIdentifier(parsed.data);
  const user = await findUserByIdentifier(db, identifier);
  if (!user) {
    throw new MakeAdminError(`No account has ${identifier.value}. Register it on the site first, then run this again.`);
  }
  if (user.authRole === ADMIN_ROLE) return { user, alreadyAdmin: true };
  const [updated] = await db
    .update(users)
    .set({ authRole: ADMIN_ROLE, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new MakeAdminError(`The account ${identifier.value} was deleted meanwhile.`);
  return { user: updated, alreadyAdmin: false };
}

async function main(argv: string[]): Promise<number> {
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const connection = await openDatabase(config);
  try {
    const { user, alreadyAdmin } = await makeAdmin(connection.db, argv[0]);
    const who = user.email ?? user.phoneNumber ?? user.id;
    console.log(alreadyAdmin ? `${who} is already ${ADMIN_ROLE}.` : `${who} is now ${ADMIN_ROLE}.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await connection.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      // Configuration or database errors (a running server holding the PGlite folder): say it plainly.
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
