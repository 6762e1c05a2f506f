import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const pictureSources = ['local', 'google', 'facebook'] as const;

/**
 * An account. E-mail is stored lower-cased and phones in E.164 (PRODUCT.md §3 'User'), so the unique indexes make
 * '8 612 34567' and '+370 612 34567' one account. An account may be left with no address at all: a phone-only
 * account whose unconfirmed number its owner confirmed elsewhere keeps its ads, wallet and sessions (DECISIONS #109). wallet_balance_cents caches the sum of the wallet ledger
 * (wallet_entries): only the ledger's insert trigger changes it (migration 0006), and its CHECK keeps it >= 0.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').unique(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /**
     * Unique only once confirmed (DECISIONS #109): an unconfirmed number is a claim several accounts may hold
     * until one confirms it by SMS, which releases the others' claims.
     */
    phoneNumber: text('phone_number'),
    phoneNumberConfirmed: boolean('phone_number_confirmed').notNull().default(false),
    /** argon2id; null for accounts made by social sign-in until the user sets one. */
    passwordHash: text('password_hash'),
    pictureSource: text('picture_source', { enum: pictureSources }).notNull().default('local'),
    /** Storage key of the uploaded picture (the adapter turns it into a URL). */
    localPictureKey: text('local_picture_key'),
    googleId: text('google_id').unique(),
    googlePictureUrl: text('google_picture_url'),
    facebookId: text('facebook_id').unique(),
    facebookPictureUrl: text('facebook_picture_url'),
    /** null: an ordinary user; 'Moderator' or 'Administrator'. */
    authRole: text('auth_role'),
    walletBalanceCents: integer('wallet_balance_cents').notNull().default(0),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** With isBlocked: until when; null means indefinitely. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** With isBlocked: why, as the moderator wrote it; the user reads it when a sign-in is refused. */
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by every sign-in (startSession); shown in the dashboard's users table. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Set when an administrator deletes the account: the row stays, emptied of personal data, because
     * payments and the wallet ledger must stay for accounting (DECISIONS #44).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_wallet_balance_non_negative', sql`${t.walletBalanceCents} >= 0`),
    index('users_created_at_idx').on(t.createdAt),
    uniqueIndex('users_confirmed_phone_number_key').on(t.phoneNumber).where(sql`${t.phoneNumberConfirmed}`),
    index('users_phone_number_idx').on(t.phoneNumber),
    // Blocks whose date has passed: their ads are visible again though not counted (postCounts.service.ts).
    index('users_blocked_until_idx').on(t.blockedUntil).where(sql`${t.isBlocked}`),
    check('users_picture_source_valid', sql`${t.pictureSource} in ('local', 'google', 'facebook')`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** A signed-in browser. The id is the SHA-256 of the cookie's random token: a stolen table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Prisiminti mane': 30 days; otherwise a browser-session cookie, at most 12 hours idle. */
    remember: boolean('remember').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
export type SessionRow = typeof sessions.$inferSelect;
