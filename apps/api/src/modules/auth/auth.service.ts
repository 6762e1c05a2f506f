import {
  type changePasswordRequestSchema,
  displayName,
  errorMessages,
  type FieldError,
  limits,
  type loginRequestSchema,
  type PublicProfile,
  type RegistrationCode,
  type registerRequestSchema,
  type User,
  validationMessages,
} from '@skelbimai/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters, type UserRow, users } from '../../db/schema/index.ts';
import { isTrustedFor, readDevice } from '../../http/deviceCookie.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { profilePictureUrl } from '../names/index.ts';
import { clearRateLimit, enforceRateLimit, type RateLimitRule, registerRateLimits } from '../rate-limits/index.ts';
import { revokeUserSessions } from '../sessions/index.ts';
import {
  findUserById,
  findUserByIdentifier,
  hashPassword,
  identifierTaken,
  loadUserDto,
  parseIdentifier,
  passwordProblem,
  verifyPassword,
} from '../user-records/index.ts';
import { codeDeps } from './codes.service.ts';
import { requestVerifyCode } from './contacts.service.ts';
import { completeSignIn, completeSignInOnDevice } from './signIn.ts';

type LoginRequest = z.output<typeof loginRequestSchema>;
type RegisterRequest = z.output<typeof registerRequestSchema>;
type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

const MINUTE_MS = 60 * 1000;

/**
 * Brute-force limits, counted in the database (every API process sees the same numbers), in fixed windows.
 * - Sign-in (DECISIONS #100, OWASP's device cookies): a browser trusted for the account (a device cookie from an
 *   earlier sign-in to it) has its own 5 attempts in 15 minutes; over them that device alone is refused. Every
 *   other client shares 5 attempts per identifier across all addresses (so guessing stays impossible whoever
 *   spreads it over addresses), and has 30 per IP address. Every attempt is counted before the password is
 *   checked (so parallel guesses cannot slip past the limit); a success clears the count it used and gives the
 *   IP its attempt back, so in effect only failures count. Over a limit even the right password gets 429 until
 *   the window ends, but a stranger's failures never reach the owner's trusted device.
 * - Registration: 20 per IP address per hour (a school or library behind one address still fits).
 * - The current password of ChangePassword: 5 wrong per account in 15 minutes (a stolen session must not become a
 *   password oracle).
 */
export const authLimits = registerRateLimits('auth', {
  signInPerIdentifier: { limit: 5, windowMs: 15 * MINUTE_MS },
  signInPerDevice: { limit: 5, windowMs: 15 * MINUTE_MS },
  signInPerIp: { limit: 30, windowMs: 15 * MINUTE_MS },
  registrationPerIp: { limit: 20, windowMs: 60 * MINUTE_MS },
  currentPasswordPerUser: { limit: 5, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>);

export const limitKeys = {
  signInIdentifier: (identifier: string) => `login:id:${identifier}`,
  signInDevice: (deviceId: string) => `login:device:${deviceId}`,
  signInIp: (ip: string) => `login:ip:${ip}`,
  registrationIp: (ip: string) => `register:ip:${ip}`,
  currentPassword: (userId: string) => `password:user:${userId}`,
};

/** Takes back one hit of the current window (a successful attempt that enforceLimit counted). */
async function forgiveHit(db: Database, key: string, rule: RateLimitRule): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - (now % rule.windowMs));
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

function fieldError(property: string, message: string): FieldError {
  return { property, errors: [message] };
}

/** 400 with the general 'check the marked fields' and the per-property errors. */
function invalidFields(errors: FieldError[]): AppError {
  return AppError.badRequest(errorMessages.validation, errors);
}

/** PostgreSQL's unique_violation, through drizzle's wrapper or straight from the driver. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * POST /register: a new account with a password, signed in on this browser, and a code sent to the e-mail or
 * phone to confirm it (PRODUCT.md §4's code confirmation, typed on the after-register step). A phone someone else
 * only claims unconfirmed does not stop the registration (DECISIONS #109).
 */
export async function register(
  request: FastifyRequest,
  reply: FastifyReply,
  body: RegisterRequest,
): Promise<{ user: User; code: RegistrationCode }> {
  const db = request.server.db;
  await enforceRateLimit(
    db,
    limitKeys.registrationIp(request.ip),
    authLimits.registrationPerIp,
    authMessages.tooManyRegistrations,
  );
  const identifier = parseIdentifier(body.emailOrPhone);
  const errors: FieldError[] = [];
  if (await identifierTaken(db, identifier)) errors.push(fieldError('emailOrPhone', authMessages.identifierTaken));
  const weak = passwordProblem(body.password, [body.emailOrPhone, identifier.value]);
  if (weak) errors.push(fieldError('password', weak));
  if (errors.length > 0) throw invalidFields(errors);

  const passwordHash = await hashPassword(body.password);
  let row: UserRow | undefined;
  try {
    [row] = await db
      .insert(users)
      .values(
        identifier.kind === 'email'
          ? { email: identifier.value, passwordHash }
          : { phoneNumber: identifier.value, passwordHash },
      )
      .returning();
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides, the loser gets the field error.
    if (isUniqueViolation(error)) throw invalidFields([fieldError('emailOrPhone', authMessages.identifierTaken)]);
    throw error;
  }
  if (!row) throw new Error('user not created');
  const signedIn = await completeSignInOnDevice(request, reply, row, body.rememberMe);
  const code: RegistrationCode = { channel: identifier.kind, sentTo: identifier.value, prefix: null };
  try {
    code.prefix = await requestVerifyCode(codeDeps(request.server), row, identifier.kind, signedIn.device);
  } catch (error) {
    // The address's codes for today are spent (e.g. by earlier claims of the number): the account stands, and
    // the after-register step offers 'Siųsti dar kartą', which tells why.
    if (!(error instanceof AppError && error.status === 429)) throw error;
  }
  return { user: signedIn.user, code };
}

/**
 * POST /login. An unknown account, an account without a password and a wrong password all get the same answer
 * (and the same argon2 work); a blocked account is only revealed to someone who knows its password. Only the
 * account's owner can tell a trusted device's allowance from the shared one: an unknown account never has one.
 */
export async function login(request: FastifyRequest, reply: FastifyReply, body: LoginRequest): Promise<User> {
  const db = request.server.db;
  const identifier = parseIdentifier(body.emailOrPhone);
  const user = await findUserByIdentifier(db, identifier);
  const device = readDevice(request);
  const trusted = isTrustedFor(device, user?.id);
  const tooMany = authMessages.tooManySignInAttempts;
  const ipKey = limitKeys.signInIp(request.ip);
  // The counter this attempt spends: the trusted device's own, or the one every other client shares.
  const accountKey =
    trusted && device ? limitKeys.signInDevice(device.id) : limitKeys.signInIdentifier(identifier.value);
  if (!trusted) await enforceRateLimit(db, ipKey, authLimits.signInPerIp, tooMany);
  const accountRule = trusted ? authLimits.signInPerDevice : authLimits.signInPerIdentifier;
  await enforceRateLimit(db, accountKey, accountRule, tooMany);

  // No stored password is longer than the maximum; an over-long guess is simply wrong (after the same work).
  const plausible = body.password.length <= limits.passwordMaxLength;
  const valid = await verifyPassword(plausible ? (user?.passwordHash ?? null) : null, plausible ? body.password : '');
  if (!user || !valid) {
    throw AppError.badRequest(authMessages.invalidCredentials, [
      fieldError('password', authMessages.invalidCredentials),
    ]);
  }
  await clearRateLimit(db, accountKey);
  if (!trusted) await forgiveHit(db, ipKey, authLimits.signInPerIp);
  return completeSignIn(request, reply, user, body.rememberMe);
}

/** GET /profile/{id}: what anyone may see of a member; never the e-mail or phone. */
export async function publicProfile(db: Database, id: string): Promise<PublicProfile> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const row = uuid.test(id) ? await findUserById(db, id) : null;
  // A deleted account (DECISIONS #44) has no profile any more.
  if (!row || row.deletedAt) throw AppError.notFound(authMessages.profileNotFound);
  return {
    id: row.id,
    // The public name is 'Vardas P.' (PRODUCT.md §26): the full last name stays with its owner.
    fullName: displayName(row),
    pictureUrl: profilePictureUrl(row),
    memberSince: row.createdAt.toISOString(),
  };
}

async function updateUser(db: Database, userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  // The account was deleted while this request ran.
  if (!row) throw AppError.unauthorized();
  return row;
}

export interface ProfileChanges {
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** PATCH /updateProfile: the given name parts; an empty first or last name clears it. */
export async function updateProfile(db: Database, user: UserRow, changes: ProfileChanges): Promise<User> {
  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.fullName !== undefined) values.fullName = changes.fullName;
  if (changes.firstName !== undefined) values.firstName = changes.firstName || null;
  if (changes.lastName !== undefined) values.lastName = changes.lastName || null;
  // 'Kaip jus vadinti?' gives an account without the one-field name ('Vardas / Slapyvardis') one, so the
  // account page shows what the person typed.
  if (changes.fullName === undefined && !user.fullName?.trim() && values.firstName) {
    values.fullName = [values.firstName, values.lastName].filter(Boolean).join(' ');
  }
  const row = Object.keys(values).length > 0 ? await updateUser(db, user.id, values) : user;
  return loadUserDto(db, row);
}

/** POST /ChangeProfileName: the display name ('Vardas / Slapyvardis'). */
export async function changeProfileName(db: Database, user: UserRow, newFullName: string): Promise<User> {
  return loadUserDto(db, await updateUser(db, user.id, { fullName: newFullName }));
}

/**
 * POST /ChangePassword. With a password on the account the current one must match (wrong guesses limited per
 * account); without one (social sign-in) currentPassword is '' and only the new one counts. Every other session
 * of the account is signed out; this browser stays signed in.
 */
export async function changePassword(
  request: FastifyRequest,
  user: UserRow,
  body: ChangePasswordRequest,
): Promise<User> {
  const db = request.server.db;
  const errors: FieldError[] = [];
  if (user.passwordHash && body.currentPassword === '') {
    errors.push(fieldError('currentPassword', validationMessages.required));
  }
  const weak = passwordProblem(body.newPassword, [user.email, user.phoneNumber]);
  if (weak) errors.push(fieldError('newPassword', weak));
  if (errors.length > 0) throw invalidFields(errors);

  if (user.passwordHash) {
    const key = limitKeys.currentPassword(user.id);
    await enforceRateLimit(db, key, authLimits.currentPasswordPerUser, authMessages.tooManyPasswordAttempts);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw AppError.badRequest(authMessages.currentPasswordWrong, [
        fieldError('currentPassword', authMessages.currentPasswordWrong),
      ]);
    }
    await clearRateLimit(db, key);
  }
  const row = await updateUser(db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  await revokeUserSessions(db, user.id, request.cookies[SESSION_COOKIE]);
  return loadUserDto(db, row);
}

/** POST /setPassword: the first password of an account made by social sign-in. */
export async function setPassword(db: Database, user: UserRow, newPassword: string): Promise<User> {
  if (user.passwordHash) throw AppError.badRequest(authMessages.passwordAlreadySet);
  const weak = passwordProblem(newPassword, [user.email, user.phoneNumber]);
  if (weak) throw invalidFields([fieldError('newPassword', weak)]);
  const passwordHash = await hashPassword(newPassword);
  // Only while there is still none: two tabs setting one at once cannot overwrite each other's.
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
    .returning();
  if (!row) throw AppError.badRequest(authMessages.passwordAlreadySet);
  return loadUserDto(db, row);
}
