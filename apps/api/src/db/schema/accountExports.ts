import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** PostgreSQL bytea as a Node Buffer (both drivers hand back a Buffer or Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const accountExportStatuses = ['pending', 'ready', 'failed'] as const;
export type AccountExportStatus = (typeof accountExportStatuses)[number];

/**
 * A user's data export: asked for by GET /api/account/export, built in the background into a ZIP
 * kept here (private: not in the public picture storage, and on both databases), fetched once through the
 * e-mailed link (only the token's hash is stored) within 7 days; the archive is emptied once fetched or
 * expired.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: accountExportStatuses }).notNull().default('pending'),
    tokenHash: text('token_hash').unique('account_exports_token_hash_unique'),
    archive: bytea('archive'),
    byteSize: integer('byte_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('account_exports_user_id_idx').on(t.userId, t.createdAt)],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
