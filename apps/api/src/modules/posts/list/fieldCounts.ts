import type { AttributeFilter, FieldCounts, PostField } from '@skelbimai/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
import { posts, type UserRow } from '../../../db/schema/index.ts';
import { type ListOptions, listConditions } from '../postList.service.ts';
import { attributeCondition } from './attributes.ts';
import type { PostListQueryParsed } from './conditions.ts';
import { TYPO_THRESHOLD } from './search.ts';

const countable = (field: PostField) =>
  field.filterable && (field.type === 'choice' || field.type === 'multiChoice' || field.type === 'yesNo');

/** An ad's values of `key` as text rows, from its attributes `json`: a list's items one by one, a choice or 'true'/'false' as one. */
const valuesOf = (json: SQL, field: PostField) =>
  field.type === 'multiChoice'
    ? sql`select v from jsonb_array_elements_text(case when jsonb_typeof(${json} -> ${field.key}::text) = 'array' then ${json} -> ${field.key}::text else '[]'::jsonb end) as v`
    : sql`select ${json} ->> ${field.key}::text`;

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
  const counting = countingStatement(conditions, attributes.fields, attributes.filters, fields);
  const run = (q: Database) => queryRows<{ key: string; value: string; count: number }>(q, counting);
  const rows = search?.trigram
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
        return run(tx);
      })
    : await run(db);
  return countsByField(fields, rows);
}

/**
 * Every field's counts in one read of the list's ads without their field filters: each ad carries whether it
 * passes each filter, and a field's values are counted over the ads passing every filter but its own. An ad
 * failing two filters counts for no field, so those are left out as they are read. One statement instead of one
 * per filtered field: at 1,000,000 ads each of those read the subcategory's ads again (decision 0083).
 */
function countingStatement(
  conditions: SQL[],
  fields: PostField[],
  filters: AttributeFilter[],
  counted: PostField[],
): SQL {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const countedKeys = new Set(counted.map((field) => field.key));
  // A filter of a field not counted (a range) applies to every count alike: a plain condition of the read.
  const everyCount = filters.flatMap((filter) => {
    const field = byKey.get(filter.key);
    const condition = field && !countedKeys.has(filter.key) ? attributeCondition(field, filter) : undefined;
    return condition ? [condition] : [];
  });
  const passes = filters.flatMap((filter) => {
    const field = byKey.get(filter.key);
    const condition = field && countedKeys.has(filter.key) ? attributeCondition(field, filter) : undefined;
    return condition ? [{ key: filter.key, condition: sql`coalesce(${condition}, false)` }] : [];
  });
  const flags = passes.map((pass, index) => sql`${pass.condition} as ${sql.raw(`pass_${index}`)}`);
  const atMostOneFails =
    passes.length > 1
      ? sql.join(
          passes.map((pass) => sql`(not ${pass.condition})::int`),
          sql` + `,
        )
      : undefined;
  const where =
    and(...conditions, ...everyCount, atMostOneFails ? sql`${atMostOneFails} <= 1` : undefined) ?? sql`true`;
  const json = sql.raw('matching.attributes');
  const branches = counted.map((field) => {
    const others = passes.flatMap((pass, index) => (pass.key === field.key ? [] : [sql.raw(`matching.pass_${index}`)]));
    const when = others.length > 0 ? sql.join(others, sql` and `) : sql`true`;
    return sql`select ${field.key}::text as key, value from (${valuesOf(json, field)}) as field_values(value) where ${when}`;
  });
  return sql`select kv.key, kv.value, count(*)::int as count
    from (select ${posts.attributes} as attributes${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from ${posts} where ${where}) as matching
    cross join lateral (${sql.join(branches, sql` union all `)}) as kv
    where kv.value is not null group by kv.key, kv.value`;
}

const countsByField = (fields: PostField[], rows: { key: string; value: string; count: number }[]): FieldCounts => ({
  counts: Object.fromEntries(
    fields.map((field) => [
      field.key,
      Object.fromEntries(rows.filter((row) => row.key === field.key).map((row) => [row.value, Number(row.count)])),
    ]),
  ),
});

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
  return countsByField(fields, rows);
}
