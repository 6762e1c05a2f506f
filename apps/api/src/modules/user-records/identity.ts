import { isEmail } from '@skelbimai/contract';

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** E-mail addresses are compared lower-cased (PRODUCT.md §3 'User'). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Phones in E.164. A Lithuanian national number '8 6xx xxxxx' is the same line as '+370 6xx xxxxx', so both
 * become '+3706xxxxxxx' and reach the same account.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\D/g, '')}`;
  if (digits.startsWith('8')) return `+370${digits.slice(1).replace(/\D/g, '')}`;
  return `+${digits.replace(/\D/g, '')}`;
}

/** Parses an already validated e-mail-or-phone field (contract emailOrPhoneSchema). */
export function parseIdentifier(emailOrPhone: string): Identifier {
  return isEmail(emailOrPhone)
    ? { kind: 'email', value: normalizeEmail(emailOrPhone) }
    : { kind: 'phone', value: normalizePhone(emailOrPhone) };
}
