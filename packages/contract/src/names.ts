/**
 * How a person is named to others (PRODUCT.md §26; decision 0088): 'Vardas P.', the first name and the
 * initial of the last name, never the full last name nor an e-mail. An account that only has the older one-field
 * name ('Vardas / Slapyvardis') is named from it the same way: its first word, the next word's initial.
 */
export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
}

export const nameMessages = {
  firstNameRequired: 'Įrašykite vardą.',
  firstNameMissing: 'Prieš skelbiant ar rašant žinutę įrašykite savo vardą.',
} as const;

const words = (value: string | null | undefined): string[] => (value ?? '').trim().split(/\s+/).filter(Boolean);

function parts(person: NameParts): { first: string; rest: string[] } | null {
  const first = person.firstName?.trim();
  if (first) return { first, rest: words(person.lastName) };
  const [head, ...rest] = words(person.fullName);
  return head ? { first: head, rest } : null;
}

/** 'Jonas P.', or 'Jonas' without a last name; null for an account without a name. */
export function displayName(person: NameParts): string | null {
  const name = parts(person);
  if (!name) return null;
  const initial = name.rest[0]?.charAt(0).toLocaleUpperCase('lt');
  return initial ? `${name.first} ${initial}.` : name.first;
}

/** Whether the account has a name others may see: it may post an ad or start a conversation. */
export function hasName(person: NameParts): boolean {
  return parts(person) !== null;
}

/** The avatar's letters when there is no picture: 'JP', 'J'; '' without a name. */
export function nameInitials(person: NameParts): string {
  const name = parts(person);
  if (!name) return '';
  return (name.first.charAt(0) + (name.rest[0]?.charAt(0) ?? '')).toLocaleUpperCase('lt');
}
