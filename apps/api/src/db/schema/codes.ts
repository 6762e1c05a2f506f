import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// deleteAccount: confirms a user's own deletion where there is no password to type.
export const codePurposes = [
  'recovery',
  'verifyEmail',
  'changeEmail',
  'verifyPhone',
  'changePhone',
  'deleteAccount',
] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * One-time codes sent by e-mail or SMS: a two-letter prefix and five digits, valid 15 minutes, void after
 * 3 wrong entries; at most 3 per destination per 24 hours (PRODUCT.md §9). Only the code's hash is kept.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    /** null for a recovery code asked for an address no account has: it is stored all the same, so the
     * answer and the limits look the same whether or not the account exists. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised e-mail or E.164 phone the code went to (for a change: the new value). */
    destination: text('destination').notNull(),
    prefix: text('prefix').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong entries from the device that asked for the code: the 3rd makes it void (DECISIONS #100). */
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    /** The device cookie's id of the client that asked for the code (http/deviceCookie.ts); null for codes older than device cookies (DECISIONS #100). */
    deviceId: text('device_id'),
    /** Whether that device was trusted for the code's account: it then had its own 3-per-24-h allowance. */
    deviceTrusted: boolean('device_trusted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.destination, t.purpose, t.createdAt),
    check('verification_codes_wrong_attempts_valid', sql`${t.wrongAttempts} >= 0`),
  ],
);

/** Issued by recovery sign-in, spent by setNewPassword. Hash only, 15 minutes, once. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Fixed-window counters for brute-force limits (sign-in, code requests), in the database so that several
 * API processes agree. Old windows are deleted opportunistically.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);
