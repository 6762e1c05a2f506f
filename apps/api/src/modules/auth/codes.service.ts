import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { errorMessages, limits } from '@skelbimai/contract';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type CodePurpose, verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import { enqueueMail, enqueueSms, type OutboxSender } from '../outbox/index.ts';
import { countHit, hitRateLimit, type RateLimitRule, registerRateLimits } from '../rate-limits/index.ts';
import { codeMail, codeSms } from './codes.templates.ts';

/**
 * One-time codes (PRODUCT.md §5 'Accounts', §9): two random capital letters and five random digits,
 * valid 15 minutes, once, void after 3 wrong entries, at most 3 per destination per purpose group per 24 h.
 * Only a hash is stored: SHA-256 of purpose, destination and code is enough for a secret of 6.7·10⁷
 * values that can be tried 3 times and lives 15 minutes.
 *
 * So that a stranger cannot use these limits to lock the owner out (DECISIONS #100), each code remembers the
 * device that asked for it (http/deviceCookie.ts). A device trusted for the code's account has its own 3 per
 * 24 h; all other devices share the destination's 3. Only wrong entries from the asking device void a code;
 * wrong entries from any other device count towards a ceiling per destination, past which those devices may
 * not try its codes any more (the asking device still may).
 */

export type CodeChannel = 'email' | 'phone';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const CODE_TTL_MS = limits.recoveryCodeMinutes * MINUTE_MS;
const CODES_PER_DAY = limits.recoveryCodesPer24h;
const WRONG_ENTRIES = limits.recoveryWrongEntries;

/** Codes that share the 3-per-24-hours allowance of a destination. */
const verificationGroup: CodePurpose[] = ['verifyEmail', 'changeEmail', 'verifyPhone', 'changePhone'];
const purposeGroup = (purpose: CodePurpose): CodePurpose[] =>
  purpose === 'recovery' ? ['recovery'] : verificationGroup;

/** Per-client limits on top of the per-destination one: they stop one machine from sweeping many addresses. */
export const codeRateLimits = {
  ...registerRateLimits('codes', {
    requestsPerIp: { limit: 20, windowMs: HOUR_MS },
    checksPerIp: { limit: 60, windowMs: HOUR_MS },
    requestsPerUser: { limit: 10, windowMs: DAY_MS },
    /** Codes per destination and purpose group in a rolling day (counted in verification_codes). */
    perDestination: { limit: CODES_PER_DAY, windowMs: DAY_MS },
  }),
  /** Wrong entries per destination and purpose group from devices that did not ask for the code (a 400). */
  othersWrongPerDestination: { limit: 10, windowMs: DAY_MS },
} satisfies Record<string, RateLimitRule>;

export interface CodeDeps {
  db: Database;
  outbox: OutboxSender;
  siteName: string;
  log: FastifyBaseLogger;
}

export const codeDeps = (app: FastifyInstance): CodeDeps => ({
  db: app.db,
  outbox: app.outbox,
  siteName: app.config.site.name,
  log: app.log,
});

/** 429 'Per daug užklausų…' once `key` has used up its rule's window. */
export async function enforceRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<void> {
  const { allowed, resetAt } = await hitRateLimit(db, key, rule);
  if (!allowed) throw AppError.tooManyRequests(errorMessages.tooManyRequests, (resetAt.getTime() - Date.now()) / 1000);
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function newCode(): { prefix: string; code: string } {
  const prefix = `${LETTERS[randomInt(26)]}${LETTERS[randomInt(26)]}`;
  return { prefix, code: String(randomInt(100_000)).padStart(5, '0') };
}

function hashCode(purpose: CodePurpose, destination: string, prefix: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${destination}\n${prefix}-${code}`).digest('hex');
}

export interface IssueCode {
  purpose: CodePurpose;
  channel: CodeChannel;
  /** Normalised e-mail or E.164 phone. */
  destination: string;
  userId: string | null;
  /** false for a recovery code of an address no account has: stored and counted alike, sent nowhere. */
  deliver: boolean;
  /** The asking browser: its device id, and whether it is trusted for `userId` (its own allowance). */
  device: { id: string; trusted: boolean };
}

/**
 * Creates a code and queues its message in the same transaction, answering with its prefix before the
 * message is sent (the outbox sends and retries it; DECISIONS #107), so the answer takes as long whether or
 * not anything is sent. The 4th code of a destination within 24 hours is refused, counting the asking
 * device's own codes when it is trusted, else the codes of all untrusted devices.
 */
export async function issueCode(deps: CodeDeps, request: IssueCode): Promise<string> {
  const { db } = deps;
  const { prefix, code } = newCode();
  const group = purposeGroup(request.purpose);
  const now = Date.now();
  await db.transaction(async (tx) => {
    // Serialises requests for one destination, so concurrent ones cannot all pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codes:${group[0]}:${request.destination}`}))`);
    const since = new Date(now - DAY_MS);
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.destination, request.destination), lt(verificationCodes.createdAt, since)));
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${verificationCodes.createdAt})` })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.destination, request.destination),
          inArray(verificationCodes.purpose, group),
          gt(verificationCodes.createdAt, since),
          request.device.trusted
            ? and(eq(verificationCodes.deviceTrusted, true), eq(verificationCodes.deviceId, request.device.id))
            : eq(verificationCodes.deviceTrusted, false),
        ),
      );
    if ((counted?.count ?? 0) >= CODES_PER_DAY) {
      // The allowance frees when the oldest of the day's codes turns 24 hours old.
      const oldest = counted?.oldest ? new Date(counted.oldest).getTime() : now;
      throw AppError.tooManyRequests(authMessages.codeLimitReached, (oldest + DAY_MS - now) / 1000);
    }
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        purpose: request.purpose,
        userId: request.userId,
        destination: request.destination,
        prefix,
        codeHash: hashCode(request.purpose, request.destination, prefix, code),
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
        deviceId: request.device.id,
        deviceTrusted: request.device.trusted,
      })
      .returning({ id: verificationCodes.id });
    if (!row) throw new Error('verification code not stored');
    if (request.deliver) await queueCode(tx, deps.siteName, request, { prefix, code }, new Date(now + CODE_TTL_MS));
  });
  if (request.deliver) deps.outbox.wake();
  return prefix;
}

/** The code's e-mail or SMS, never sent once the code has expired. */
async function queueCode(
  tx: Database,
  siteName: string,
  request: IssueCode,
  { prefix, code }: { prefix: string; code: string },
  expiresAt: Date,
): Promise<void> {
  const to = request.destination;
  if (request.channel === 'email') {
    await enqueueMail(tx, { to, ...codeMail(siteName, request.purpose, prefix, code), expiresAt });
  } else {
    await enqueueSms(tx, { to, text: codeSms(siteName, request.purpose, prefix, code), expiresAt });
  }
}

export interface CheckCode {
  purpose: CodePurpose;
  destination: string;
  prefix: string;
  code: string;
  /** When given, only a code issued to this account counts (verification of one's own e-mail or phone). */
  userId?: string;
  /** The entering browser's device id (null: no valid device cookie): only the asking device's wrong entries void. */
  deviceId: string | null;
}

const rejected = (message: string) => AppError.badRequest(message);

/**
 * Counts an entry from a device that did not ask for the code on its destination's ceiling (whatever the
 * outcome: counted before the check) and answers the tries left; past the ceiling refuses it unchecked.
 */
async function spendOthersTry(db: Database, code: { purpose: CodePurpose; destination: string }): Promise<number> {
  const rule = codeRateLimits.othersWrongPerDestination;
  const key = `codes:others-wrong:${purposeGroup(code.purpose)[0]}:${code.destination}`;
  const { hits } = await countHit(db, key, rule.windowMs);
  if (hits > rule.limit) throw rejected(authMessages.codeVoidForOtherDevices);
  return rule.limit - hits;
}

/**
 * Spends a code: the newest code of this destination and purpose with the typed prefix must be unused,
 * unexpired, not void and equal to the typed digits. A wrong entry from the device that asked for the code
 * counts on the code; the 3rd makes it void, so even the right code is refused afterwards. Entries from any
 * other device count on the destination's ceiling instead (counted before the check, so parallel guesses
 * cannot pass it); past it they are refused unchecked. Answers with the spent row (its userId may be null for a
 * recovery code of an unknown address, which can never be typed right by anyone but a lucky guess).
 */
export async function consumeCode(db: Database, check: CheckCode) {
  const now = new Date();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.destination, check.destination),
        eq(verificationCodes.purpose, check.purpose),
        eq(verificationCodes.prefix, check.prefix.toUpperCase()),
        gt(verificationCodes.createdAt, new Date(now.getTime() - DAY_MS)),
        check.userId === undefined ? undefined : eq(verificationCodes.userId, check.userId),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row) throw rejected(authMessages.codeNotFound);
  if (row.consumedAt) throw rejected(authMessages.codeUsed);
  if (row.wrongAttempts >= WRONG_ENTRIES) throw rejected(authMessages.codeVoid);
  if (row.expiresAt <= now) throw rejected(authMessages.codeExpired);

  const asker = row.deviceId !== null && row.deviceId === check.deviceId;
  const othersTriesLeft = asker ? 0 : await spendOthersTry(db, row);

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.purpose, row.destination, row.prefix, check.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (!asker) {
      throw rejected(
        othersTriesLeft > 0 ? authMessages.codeWrong(othersTriesLeft) : authMessages.codeVoidForOtherDevices,
      );
    }
    const [counted] = await db
      .update(verificationCodes)
      .set({ wrongAttempts: sql`${verificationCodes.wrongAttempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.wrongAttempts, WRONG_ENTRIES)))
      .returning({ wrongAttempts: verificationCodes.wrongAttempts });
    const triesLeft = WRONG_ENTRIES - (counted?.wrongAttempts ?? WRONG_ENTRIES);
    throw rejected(triesLeft > 0 ? authMessages.codeWrong(triesLeft) : authMessages.codeVoid);
  }

  // Atomic, so two simultaneous entries of the same code cannot both succeed.
  const [spent] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongAttempts, WRONG_ENTRIES),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!spent) throw rejected(authMessages.codeUsed);
  return spent;
}
