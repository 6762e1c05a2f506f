/** Recovery and verification codes look like 'KT-12345' (PRODUCT.md §3 'Recovery code', §5). */
export const CODE_PREFIX_LENGTH = 2;
export const CODE_DIGITS_LENGTH = 5;

/** Letters only, upper-cased, at most two. */
export function normalizeCodePrefix(raw: string): string {
  return raw
    .replace(/[^\p{L}]/gu, '')
    .toLocaleUpperCase('lt-LT')
    .slice(0, CODE_PREFIX_LENGTH);
}

/** Digits only, at most five. */
export function normalizeCodeDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_DIGITS_LENGTH);
}

/** A whole code typed or pasted into one box ('kt-12345', 'KT 12345', 'KT12345'), split in two; else null. */
export function splitCode(raw: string): { prefix: string; code: string } | null {
  const match = /^\s*(\p{L}{1,2})\s*[-–—]?\s*(\d{1,5})\s*$/u.exec(raw);
  if (!match) return null;
  return { prefix: normalizeCodePrefix(match[1] ?? ''), code: normalizeCodeDigits(match[2] ?? '') };
}
