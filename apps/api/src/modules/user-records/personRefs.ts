import type { PersonRef } from '@skelbimai/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** `%text%` for ilike, with the pattern characters in the text matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The dashboard's person filter: `userColumn` names an account whose name or e-mail contains
 * `text`, any letter case. A subquery, so the list keeps its own joins and its count stays one statement.
 * `idAsText` for a text column holding ids (the audit log's target_id): the ids are compared as text, never
 * cast, because other rows' targets there are no uuids.
 */
export function personMatches(userColumn: AnyPgColumn, text: string, { idAsText = false } = {}): SQL {
  const pattern = containsPattern(text);
  const id = idAsText ? sql`${users.id}::text` : sql`${users.id}`;
  return sql`${userColumn} in (select ${id} from ${users}
    where ${users.fullName} ilike ${pattern} or ${users.email} ilike ${pattern})`;
}

/** Name and e-mail of each of these accounts (one query for a page), keyed by id. */
export async function personRefs(db: Database, ids: readonly string[]): Promise<Map<string, PersonRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
