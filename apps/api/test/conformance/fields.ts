/**
 * The response fields PRODUCT.md §7 names, as checks on a parsed answer. `field` is a dotted path from the top of
 * the answer ('data.loggedUser', 'pagination.totalPageCount'); each check says what is wrong, or null.
 */
export interface FieldCheck {
  field: string;
  /** How the summary and the test names describe it, e.g. 'data.user (user)'. */
  label: string;
  problem(value: unknown): string | null;
}

/** PRODUCT.md §3 User: every field a client may read from a user. */
export const USER_FIELDS = [
  'id',
  'fullName',
  'firstName',
  'lastName',
  'email',
  'emailConfirmed',
  'phoneNumber',
  'phoneNumberConfirmed',
  'hasPassword',
  'pictureUrl',
  'profilePictureSourceType',
  'localPictureUrl',
  'googlePictureUrl',
  'facebookPictureUrl',
  'walletBalance',
  'authRole',
  'isBlocked',
  'blockedUntil',
] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const missingKeys = (value: Record<string, unknown>, keys: readonly string[]) => keys.filter((key) => !(key in value));

/** The value at a dotted path, or undefined when any step is missing. */
export function valueAt(body: unknown, field: string): unknown {
  let value: unknown = body;
  for (const step of field.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[step];
  }
  return value;
}

const check = (field: string, label: string, problem: (value: unknown) => string | null): FieldCheck => ({
  field,
  label,
  problem: (value) => (value === undefined ? 'absent' : problem(value)),
});

/** Present, whatever its value (null included): PRODUCT.md names the field but not its shape. */
export const present = (field: string) => check(field, field, () => null);

/** A non-null object having these keys. */
export const object = (field: string, ...keys: string[]) =>
  check(field, keys.length ? `${field} {${keys.join(', ')}}` : field, (value) => {
    if (!isObject(value)) return `not an object: ${JSON.stringify(value)}`;
    const missing = missingKeys(value, keys);
    return missing.length ? `lacks ${missing.join(', ')}` : null;
  });

/** A user with every PRODUCT.md §3 User field. */
export const user = (field: string) =>
  check(field, `${field} (user)`, (value) => {
    if (!isObject(value)) return `not a user: ${JSON.stringify(value)}`;
    const missing = missingKeys(value, USER_FIELDS);
    return missing.length ? `a user without ${missing.join(', ')}` : null;
  });

/** A non-empty list whose items have these keys (a list the row's set-up made sure is not empty). */
export const list = (field: string, ...itemKeys: string[]) =>
  check(field, itemKeys.length ? `${field} [{${itemKeys.join(', ')}}]` : `${field} [ ]`, (value) => {
    if (!Array.isArray(value)) return `not a list: ${JSON.stringify(value)}`;
    if (value.length === 0) return 'an empty list (the set-up made one item at least)';
    for (const item of value) {
      if (itemKeys.length === 0) continue;
      if (!isObject(item)) return `an item is not an object: ${JSON.stringify(item)}`;
      const missing = missingKeys(item, itemKeys);
      if (missing.length) return `an item lacks ${missing.join(', ')}`;
    }
    return null;
  });

export const number = (field: string) =>
  check(field, `${field} (number)`, (value) => (typeof value === 'number' ? null : `not a number: ${value}`));

export const text = (field: string) =>
  check(field, `${field} (text)`, (value) =>
    typeof value === 'string' && value.length > 0 ? null : `not a text: ${JSON.stringify(value)}`,
  );

/** A code prefix: letters, at most 2, upper case (PRODUCT.md §3 Recovery code). */
export const prefix = (field: string) =>
  check(field, `${field} (code prefix)`, (value) =>
    typeof value === 'string' && /^[A-Z]{1,2}$/.test(value) ? null : `not a code prefix: ${JSON.stringify(value)}`,
  );

/** A non-empty list of texts (e.g. messages that tell the user what happened). */
export const texts = (field: string) =>
  check(field, `${field} [text]`, (value) =>
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
      ? null
      : `not a non-empty list of texts: ${JSON.stringify(value)}`,
  );
