import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The one way a phone number is shown, in both apps: Lithuanian numbers, stored in E.164 or typed
 * as '8 6…', read as international '+370 600 00005'; a foreign one in its own country's international form.
 * libphonenumber-js's metadata is tens of kilobytes, so this is a subpath of its own
 * ('@skelbimai/contract/phone'), kept out of the package root and of the web's first load (DECISIONS #103).
 */
export const PHONE_REGION = 'LT';

/** `raw` as '+370 600 00005'; a text that is no possible number is shown as typed (trimmed). */
export function formatPhone(raw: string): string {
  const text = raw.trim();
  const parsed = parsePhoneNumberFromString(text, PHONE_REGION);
  return parsed?.isPossible() ? parsed.formatInternational() : text;
}

/** A 'tel:' link for `raw`: E.164 when it is a possible number, else its digits and a leading plus. */
export function phoneHref(raw: string): string {
  const parsed = parsePhoneNumberFromString(raw.trim(), PHONE_REGION);
  return `tel:${parsed?.isPossible() ? parsed.number : raw.replace(/[^\d+]/g, '')}`;
}
