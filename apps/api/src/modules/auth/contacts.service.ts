import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CodePurpose, type UserRow, users } from '../../db/schema/index.ts';
import { type Device, isTrustedFor } from '../../http/deviceCookie.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import { normalizeEmail, normalizePhone } from '../users/identity.ts';
import { identifierTaken } from '../users/users.service.ts';
import {
  type CodeChannel,
  type CodeDeps,
  codeRateLimits,
  consumeCode,
  enforceRateLimit,
  issueCode,
} from './codes.service.ts';

/**
 * Confirming and changing the signed-in user's own e-mail or phone with a code (SPEC.md §4 'E-mail or phone
 * verification'). A change is confirmed by a code sent to the NEW address; the new address is checked to be
 * free both when the code is asked for and when it is confirmed.
 */

interface ChannelRules {
  verify: CodePurpose;
  change: CodePurpose;
  /** The request property a new value comes in (SPEC.md §8's field names). */
  field: 'newEmail' | 'newPhone';
  normalize(value: string): string;
  current(user: UserRow): { value: string | null; confirmed: boolean };
  set(value: string): Partial<typeof users.$inferInsert>;
  confirm: Partial<typeof users.$inferInsert>;
  messages: { missing: string; alreadyConfirmed: string; alreadyYours: string; taken: string };
}

const rules: Record<CodeChannel, ChannelRules> = {
  email: {
    verify: 'verifyEmail',
    change: 'changeEmail',
    field: 'newEmail',
    normalize: normalizeEmail,
    current: (user) => ({ value: user.email, confirmed: user.emailConfirmed }),
    set: (email) => ({ email, emailConfirmed: true }),
    confirm: { emailConfirmed: true },
    messages: {
      missing: authMessages.emailMissing,
      alreadyConfirmed: authMessages.emailAlreadyConfirmed,
      alreadyYours: authMessages.emailAlreadyYours,
      taken: authMessages.emailTaken,
    },
  },
  phone: {
    verify: 'verifyPhone',
    change: 'changePhone',
    field: 'newPhone',
    normalize: normalizePhone,
    current: (user) => ({ value: user.phoneNumber, confirmed: user.phoneNumberConfirmed }),
    set: (phoneNumber) => ({ phoneNumber, phoneNumberConfirmed: true }),
    confirm: { phoneNumberConfirmed: true },
    messages: {
      missing: authMessages.phoneMissing,
      alreadyConfirmed: authMessages.phoneAlreadyConfirmed,
      alreadyYours: authMessages.phoneAlreadyYours,
      taken: authMessages.phoneTaken,
    },
  },
};

const fieldError = (field: string, message: string) =>
  AppError.badRequest(message, [{ property: field, errors: [message] }]);

/** The current address, which must exist and be unconfirmed. */
function addressToVerify(user: UserRow, channel: CodeChannel): string {
  const { value, confirmed } = rules[channel].current(user);
  if (!value) throw AppError.badRequest(rules[channel].messages.missing);
  if (confirmed) throw AppError.badRequest(rules[channel].messages.alreadyConfirmed);
  return value;
}

/** A new address, normalised, that is not this user's confirmed one and no other account's. */
async function newAddress(db: Database, user: UserRow, channel: CodeChannel, raw: string): Promise<string> {
  const rule = rules[channel];
  const value = rule.normalize(raw);
  const current = rule.current(user);
  if (current.value === value && current.confirmed) throw fieldError(rule.field, rule.messages.alreadyYours);
  if (await identifierTaken(db, { kind: channel, value }, user.id)) throw fieldError(rule.field, rule.messages.taken);
  return value;
}

const perUser = (deps: CodeDeps, user: UserRow) =>
  enforceRateLimit(deps.db, `codes:request:user:${user.id}`, codeRateLimits.requestsPerUser);

/** The asking browser as issueCode counts it: a device trusted for this account has its own allowance. */
const asker = (device: Device, user: UserRow) => ({ id: device.id, trusted: isTrustedFor(device, user.id) });

export async function requestVerifyCode(
  deps: CodeDeps,
  user: UserRow,
  channel: CodeChannel,
  device: Device,
): Promise<string> {
  const destination = addressToVerify(user, channel);
  await perUser(deps, user);
  return issueCode(deps, {
    purpose: rules[channel].verify,
    channel,
    destination,
    userId: user.id,
    deliver: true,
    device: asker(device, user),
  });
}

export async function confirmVerify(
  db: Database,
  user: UserRow,
  channel: CodeChannel,
  input: { prefix: string; code: string; deviceId: string | null },
): Promise<UserRow> {
  const destination = addressToVerify(user, channel);
  await consumeCode(db, { purpose: rules[channel].verify, destination, userId: user.id, ...input });
  const [updated] = await db
    .update(users)
    .set({ ...rules[channel].confirm, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

export async function requestChangeCode(
  deps: CodeDeps,
  user: UserRow,
  channel: CodeChannel,
  rawNewValue: string,
  device: Device,
): Promise<string> {
  // Counted first: the 'taken' answer tells whether an address has an account, so it is rationed too.
  await perUser(deps, user);
  const destination = await newAddress(deps.db, user, channel, rawNewValue);
  return issueCode(deps, {
    purpose: rules[channel].change,
    channel,
    destination,
    userId: user.id,
    deliver: true,
    device: asker(device, user),
  });
}

export async function confirmChange(
  db: Database,
  user: UserRow,
  channel: CodeChannel,
  input: { prefix: string; code: string; newValue: string; deviceId: string | null },
): Promise<UserRow> {
  const rule = rules[channel];
  // Checked before the code is spent, so a refused change leaves the code usable.
  const destination = await newAddress(db, user, channel, input.newValue);
  const { prefix, code, deviceId } = input;
  await consumeCode(db, { purpose: rule.change, destination, userId: user.id, prefix, code, deviceId });
  try {
    const [updated] = await db
      .update(users)
      .set({ ...rule.set(destination), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  } catch (error) {
    // Another account took the address between the check and the update (unique index).
    if (isUniqueViolation(error)) throw fieldError(rule.field, rule.messages.taken);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error (code 23505) as its cause.
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
