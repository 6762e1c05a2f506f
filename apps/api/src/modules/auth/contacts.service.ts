import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pgErrors.ts';
import { type CodePurpose, type UserRow, users } from '../../db/schema/index.ts';
import { type Device, isTrustedFor } from '../../http/deviceCookie.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import { confirmPhoneFor, identifierTaken, normalizeEmail, normalizePhone } from '../user-records/index.ts';
import {
  type CodeChannel,
  type CodeDeps,
  codeRateLimits,
  consumeCode,
  enforceRateLimit,
  issueCode,
} from './codes.service.ts';

/**
 * Confirming and changing the signed-in user's own e-mail or phone with a code (PRODUCT.md §4 'E-mail or phone
 * verification'). A change is confirmed by a code sent to the NEW address; the new address is checked to be
 * free both when the code is asked for and when it is confirmed.
 */

interface ChannelRules {
  verify: CodePurpose;
  change: CodePurpose;
  /** The request property a new value comes in (PRODUCT.md §8's field names). */
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
  // Checked before the code is spent: a number confirmed elsewhere meanwhile leaves the code usable.
  if (channel === 'phone' && (await identifierTaken(db, { kind: 'phone', value: destination }, user.id))) {
    throw fieldError(rules.phone.field, rules.phone.messages.taken);
  }
  await consumeCode(db, { purpose: rules[channel].verify, destination, userId: user.id, ...input });
  return storeConfirmed(db, user, channel, destination, rules[channel].confirm);
}

/**
 * Writes a confirmed address. A phone goes through confirmPhoneFor, which releases other accounts' unconfirmed
 * claims on it in the same transaction (DECISIONS #109); another account confirming it first is 'taken'.
 */
async function storeConfirmed(
  db: Database,
  user: UserRow,
  channel: CodeChannel,
  destination: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const rule = rules[channel];
  try {
    if (channel === 'phone') return (await confirmPhoneFor(db, user.id, destination)) ?? user;
    const [updated] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  } catch (error) {
    // Another account took the address between the check and the update (unique index).
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw fieldError(rule.field, rule.messages.taken);
    throw error;
  }
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
  return storeConfirmed(db, user, channel, destination, rule.set(destination));
}
