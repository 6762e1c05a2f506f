import type { PersonRef } from '@skelbimai/contract';
import { tadm } from '../../../messages/admin.ts';

/**
 * What names a person on the dashboard: their name, else their e-mail, else 'Be vardo' (PRODUCT.md §26: never a
 * fragment of an id; the whole id is in the cell's tooltip).
 */
export function personName(person: Pick<PersonRef, 'id' | 'fullName' | 'email'>): string {
  return person.fullName?.trim() || person.email || tadm.users.noName;
}

/** The second line under the name: the e-mail, unless the name already is it. */
export function personDetail(person: Pick<PersonRef, 'fullName' | 'email'>): string | null {
  return person.fullName?.trim() && person.email ? person.email : null;
}

/**
 * The text the lists' person filter takes to show only this person: the e-mail (unique), else the name.
 * null when there is neither (a deleted account): nothing to filter by.
 */
export function personFilterText(person: Pick<PersonRef, 'fullName' | 'email'>): string | null {
  return person.email || person.fullName?.trim() || null;
}

/** An e-mail split after '@', so a narrow column breaks it there rather than mid-word. */
export function emailParts(email: string): [string, string] | null {
  const at = email.lastIndexOf('@');
  return at > 0 ? [email.slice(0, at + 1), email.slice(at + 1)] : null;
}
