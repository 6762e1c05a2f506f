import * as z from 'zod';

/**
 * Input bounds shared by every request schema: a value that passes these fits its database
 * column, so no request can reach PostgreSQL with a number it cannot hold or a character it refuses
 * (PostgreSQL rejects NUL in text; `integer` holds at most 2,147,483,647). Out of range is a 400 on the
 * field with a Lithuanian message, never a 500.
 */

/** The largest PostgreSQL `integer`: an id above it cannot exist and must not reach the database. */
export const MAX_DB_INT = 2_147_483_647;

export const bounds = {
  /** The deepest list page anyone may ask for: 10,000 pages of 20 is 200,000 ads, past any real listing. */
  maxPage: 10_000,
  /** Short identifiers: names of categories, sort keys, user ids (uuids). */
  shortText: 100,
  /** One search keyword. */
  keyword: 200,
  /** E-mail addresses (RFC 5321's 254) and phone numbers share one field. */
  emailOrPhone: 254,
  /** Tokens from Google or Facebook (JWTs with claims can run to a few kilobytes). */
  accessToken: 4096,
  /** A password tried at sign-in: far above the longest one that can be set (limits.passwordMaxLength). */
  passwordAttempt: 1024,
  /** Our own reset tokens are 43 characters of base64url; a little room. */
  resetToken: 200,
} as const;

export const boundsMessages = {
  controlCharacters: 'Laukelyje yra neleistinų simbolių.',
} as const;

/** C0 control characters (NUL included) except tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTERS_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);
export const stripControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS_ALL, '');

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): one of them turns the rest
 * of a line around ('abc' + U+202E + 'def' reads 'abcfed'), so a writer could make a message or a title read
 * differently from what it says. Removed wherever text is written. The marks U+200E/U+200F/U+061C stay inside
 * a text: they only place neutral characters (a number beside Hebrew or Arabic words) and reverse nothing.
 */
const BIDI_CONTROLS_ALL = /[\u202A-\u202E\u2066-\u2069]/g;
/**
 * What shows nothing at the edges of a text: white space (with U+FEFF), zero-width spaces and joiners
 * (U+200B–U+200D, U+2060, U+180E) and the direction marks. Inside a text the joiners stay (emoji sequences,
 * scripts that need them); at its edges they are trimmed as spaces are, so a text of nothing but them is empty.
 */
const INVISIBLE = /[\s\u200B-\u200F\u2060\u180E\u061C]/;

/**
 * The text rule every written text shares (messages, titles, descriptions, names, reports, notices): bidi
 * controls removed, invisible characters trimmed from both ends as white space is. Text of only invisible
 * characters becomes '' and so gets the field's own 'empty' answer where the field is required. Trimmed by
 * walking in from each end: a `[…]+$` pattern backtracks over every long run of spaces inside the text.
 */
export function visibleText(value: string): string {
  const text = value.replace(BIDI_CONTROLS_ALL, '');
  let start = 0;
  let end = text.length;
  while (start < end && INVISIBLE.test(text.charAt(start))) start++;
  while (end > start && INVISIBLE.test(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/**
 * A typed text field: trimmed by the text rule (visibleText), at most `max` characters, control characters
 * refused. Callers add `.min()`, `.regex()` and so on; the checks run in order, so a too-long value says so
 * before anything else.
 */
export const boundedText = (max: number) =>
  z
    .string()
    .overwrite(visibleText)
    .max(max)
    .refine((value) => !hasControlCharacters(value), boundsMessages.controlCharacters);

/**
 * Free text a person may have pasted from a document or e-mail (an ad's title and description, a report's
 * comment): control characters are removed silently instead of refusing the whole form over something the
 * writer cannot see. Tab and new lines stay.
 */
export const pastedText = (max: number) =>
  z
    .string()
    .overwrite((value) => visibleText(stripControlCharacters(value)))
    .max(max);

/** A password: never stored as text (only its argon2 hash), so only its length is bounded. */
export const boundedSecret = (max: number) => z.string().max(max);

/**
 * An id in a JSON body: a whole number 1..MAX_DB_INT (too big says only that, not also 'not a safe integer').
 * `min(1)`, not `positive()`: 0 is refused with 'Turi būti ne mažiau kaip 1.', the rule as ids have it.
 */
export const dbId = () => z.number().max(MAX_DB_INT, { abort: true }).int().min(1);

/** An id in a path or query string (text that must read as a whole number 1..MAX_DB_INT). */
export const dbIdParam = () => z.coerce.number<string>().max(MAX_DB_INT, { abort: true }).int().min(1);

/** `{ id }` path parameters of /single/:id, /phone/:id and the like. */
export const idParamsSchema = z.object({ id: dbIdParam() });

export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A 1-based page number of a query string; blank means none. */
export const pageQuery = () =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).optional());

/** A user id (uuid) in a body, path or query: bounded text; the service decides whether it exists. */
export const userIdText = () => boundedText(bounds.shortText);
