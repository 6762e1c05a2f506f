import type { FieldCounts, PostField } from '@skelbimai/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
import { posts, type UserRow } from '../../../db/schema/index.ts';
import { type ListOptions, listConditions } from '../postList.service.ts';
import { attributeConditions } from './attributes.ts';
import type { PostListQueryParsed } from './conditions.ts';
import { TYPO_THRESHOLD } from './search.ts';

const countable = (field: PostField) =>
  field.filterable && (field.type === 'choice' || field.type === 'multiChoice' || field.type === 'yesNo');

/** An ad's values of `key` as text rows: a list's items one by one, a choice or 'true'/'false' as one. */
const valuesOf = (field: PostField) =>
  field.type === 'multiChoice'
    ? sql`jsonb_array_elements_text(case when jsonb_typeof(${posts.attributes} -> ${field.key}::text) = 'array' then ${posts.attributes} -> ${field.key}::text else '[]'::jsonb end)`
    : sql`(select ${posts.attributes} ->> ${field.key}::text)`;

/**
 * GET /api/posts/fieldCounts: for each choice and yes/no field of the list's subcategory, how many ads of the
 * list have each value ("Dyzelinas (23)"), counted with every filter of the list but the field's own, so a
 * choice shows what choosing it too would give (PRODUCT.md §25). Without a subcategory there are no fields.
 */
export async function fieldCounts(
  db: Database,
  viewer: UserRow | null,
  query: PostListQueryParsed,
  options: Pick<ListOptions, 'places' | 'log'>,
): Promise<FieldCounts> {
  const attributes = query.attributes;
  const fields = (attributes?.fields ?? []).filter(countable);
  if (!attributes || fields.length === 0) return { counts: {} };
  // A guest's whole subcategory (no other filter): the counts kept by triggers (migration 0031), not counted.
  const whole =
    viewer === null &&
    query.listTarget === 'public' &&
    attributes.subCategoryId !== undefined &&
    attributes.filters.length === 0 &&
    !query.searchKeyword?.trim() &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.location === undefined &&
    !query.sellerId &&
    !query.postIds &&
    !(query.postTypes && query.postTypes.length > 0);
  if (whole && attributes.subCategoryId !== undefined) return keptCounts(db, attributes.subCategoryId, fields);
  const { conditions, search } = await listConditions(db, viewer, { ...query, attributes: undefined }, options);
  const filtered = new Set(attributes.filters.map((filter) => filter.key));
  const countField = async (q: Database, field: PostField) => {
    const where = and(...conditions, ...attributeConditions(attributes.fields, attributes.filters, field.key));
    const rows = await queryRows<{ value: string; count: number }>(
      q,
      sql`select v.value, count(*)::int as count from ${posts} cross join lateral ${valuesOf(field)} as v(value) where ${where ?? sql`true`} and v.value is not null group by v.value`,
    );
    return [field.key, Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]))] as const;
  };
  // Fields without a filter of their own share one condition: one read of the matching ads counts them all.
  const shared = fields.filter((field) => !filtered.has(field.key) && field.type !== 'multiChoice');
  const sharedKeys = new Set(shared.map((field) => field.key));
  const countShared = async (q: Database): Promise<(readonly [string, Record<string, number>])[]> => {
    if (shared.length === 0) return [];
    const where: SQL | undefined = and(...conditions, ...attributeConditions(attributes.fields, attributes.filters));
    const pairs = shared.map((field) => sql`(${field.key}::text, ${valuesOf(field)})`);
    const rows = await queryRows<{ key: string; value: string; count: number }>(
      q,
      sql`select kv.key, kv.value, count(*)::int as count from ${posts} cross join lateral (values ${sql.join(pairs, sql`, `)}) as kv(key, value) where ${where ?? sql`true`} and kv.value is not null group by kv.key, kv.value`,
    );
    return shared.map((field) => [
      field.key,
      Object.fromEntries(rows.filter((row) => row.key === field.key).map((row) => [row.value, Number(row.count)])),
    ]);
  };
  const run = async (q: Database) => {
    const own = await Promise.all(
      fields.filter((field) => !sharedKeys.has(field.key)).map((field) => countField(q, field)),
    );
    return [...(await countShared(q)), ...own];
  };
  const pairs = search?.trigram
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
        return run(tx);
      })
    : await run(db);
  const byKey = new Map(pairs);
  return { counts: Object.fromEntries(fields.map((field) => [field.key, byKey.get(field.key) ?? {}])) };
}

/**
 * The counts of a subcategory's visible ads from post_attribute_counts (kept for the listed ads: active, creator
 * not blocked), corrected as visiblePostCountsByCategory corrects the category counts: less the active ads whose
 * time has run out (the expiry job turns them 'expired' within a minute, so few), plus those of sellers whose
 * block has ended. At 1,000,000 ads counting the cars' values took hundreds of milliseconds (decision 0083).
 */
async function keptCounts(db: Database, subCategoryId: number, fields: PostField[]): Promise<FieldCounts> {
  const keys = `{${fields.map((field) => field.key).join(',')}}`;
  const rows = await queryRows<{ key: string; value: string; count: number }>(
    db,
    sql`select key, value, sum(n)::int as count from (
      select key, value, listed_count as n from post_attribute_counts where category_id = ${subCategoryId}
      union all
      select x.key, x.value, -count(*) from posts p left join users u on u.id = p.creator_id
        cross join lateral post_attribute_pairs(p.attributes, ${keys}::text[]) x
        where p.category_id = ${subCategoryId} and p.status = 'active' and p.expires_at <= now()
          and not coalesce(u.is_blocked, false)
        group by x.key, x.value
      union all
      select x.key, x.value, count(*) from users u join posts p on p.creator_id = u.id
        cross join lateral post_attribute_pairs(p.attributes, ${keys}::text[]) x
        where u.is_blocked and u.blocked_until <= now() and p.category_id = ${subCategoryId}
          and p.status = 'active' and p.expires_at > now()
        group by x.key, x.value
    ) as parts where key = any(${keys}::text[]) group by key, value having sum(n) > 0`,
  );
  return {
    counts: Object.fromEntries(
      fields.map((field) => [
        field.key,
        Object.fromEntries(rows.filter((row) => row.key === field.key).map((row) => [row.value, Number(row.count)])),
      ]),
    ),
  };
}
