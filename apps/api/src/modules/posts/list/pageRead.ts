import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { posts } from '../../../db/schema/index.ts';
import { baseQuery } from '../posts.service.ts';

// A page's rows, read by id once its ids are known (the ids come from a walk of a covering list index).

/** The list rows of these ads, in this order. */
export async function rowsById(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  // The ids as one int[] value (its text), not a parameter per id: one statement shape for any page.
  const rows = await prepared(db, 'ad_rows_by_ids', (q) =>
    baseQuery(q)
      .where(sql`${posts.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('ad_rows_by_ids'),
  ).execute({ ids: `{${ids.join(',')}}` });
  const byId = new Map(rows.map((row) => [row.post.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
