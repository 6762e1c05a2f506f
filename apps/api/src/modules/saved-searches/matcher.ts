import { eq, gt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { posts, savedSearches, savedSearchMatches, settingKeys, settings } from '../../db/schema/index.ts';
import { type ExpansionCache, parseSavedQuery, savedSearchWhere } from './savedQuery.ts';

/**
 * The incremental matcher: each run tests only the ads published since its watermark (the last ad id
 * it tested, in `settings`) against the saved searches that alert, one statement per distinct query, and
 * records each (search, ad) pair once in saved_search_matches. The pairs and the new watermark commit together,
 * batch by batch, so an interrupted run resumes where the last batch ended and a repeated one finds nothing
 * new. Only new ads: an edited, renewed or bumped ad keeps its id, so it is never new again.
 */

/** Ads per batch (one transaction). */
export const MATCH_BATCH_SIZE = 1000;
/**
 * An ad is tested once it is this old: ids are taken when an insert starts, so an ad whose transaction commits
 * after a later id's would otherwise fall behind the watermark. Creating an ad takes milliseconds.
 */
export const PUBLICATION_LAG_MS = 10_000;

export interface MatchOutcome {
  ads: number;
  matches: number;
}

/** The watermark; the first run starts at the newest ad (a new portal alerts about what comes, not its past). */
async function watermark(db: Database): Promise<number> {
  const [start] = await db.select({ id: sql<number>`coalesce(max(${posts.id}), 0)` }).from(posts);
  await db
    .insert(settings)
    .values({ key: settingKeys.savedSearchWatermark, value: String(start?.id ?? 0) })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select().from(settings).where(eq(settings.key, settingKeys.savedSearchWatermark));
  return Number(row?.value ?? 0);
}

/** Tests the ads published since the watermark (up to `now` less the lag) against every alerting search. */
export async function matchNewAds(db: Database, places: readonly string[], now: Date): Promise<MatchOutcome> {
  const outcome: MatchOutcome = { ads: 0, matches: 0 };
  const until = new Date(now.getTime() - PUBLICATION_LAG_MS);
  for (;;) {
    const from = await watermark(db);
    const batch = await db
      .select({ id: posts.id })
      .from(posts)
      .where(sql`${gt(posts.id, from)} and ${lte(posts.createdAt, until)}`)
      .orderBy(posts.id)
      .limit(MATCH_BATCH_SIZE);
    if (batch.length === 0) return outcome;
    const ids = batch.map((row) => row.id);
    const pairs = await pairsFor(db, ids, places);
    const last = ids[ids.length - 1] ?? from;
    await db.transaction(async (tx) => {
      for (let start = 0; start < pairs.length; start += 5000) {
        await tx
          .insert(savedSearchMatches)
          .values(pairs.slice(start, start + 5000))
          .onConflictDoNothing();
      }
      await tx
        .update(settings)
        .set({ value: String(last) })
        .where(eq(settings.key, settingKeys.savedSearchWatermark));
    });
    outcome.ads += ids.length;
    outcome.matches += pairs.length;
    if (batch.length < MATCH_BATCH_SIZE) return outcome;
  }
}

/**
 * Distinct queries tested in one statement: their conditions as branches of one UNION ALL over the batch. One
 * statement per query cost a round trip (and a plan) each, 10,000 of them for 10,000 different searches
 * (docs/PERFORMANCE.md).
 */
export const QUERIES_PER_STATEMENT = 250;

/**
 * The (search, ad) pairs among `ids`: each distinct query's list conditions over the batch, many queries per
 * statement; a keyword's expansion is read once per run however many queries share it.
 */
async function pairsFor(db: Database, ids: number[], places: readonly string[]) {
  const groups = await db
    .select({ query: savedSearches.query, searchIds: sql<number[]>`array_agg(${savedSearches.id})` })
    .from(savedSearches)
    .where(ne(savedSearches.frequency, 'never'))
    .groupBy(savedSearches.query);
  const cache: ExpansionCache = new Map();
  const tested: { searchIds: number[]; where: SQL }[] = [];
  for (const group of groups) {
    try {
      const where = await savedSearchWhere(db, null, parseSavedQuery(group.query, places).parsed, places, cache);
      tested.push({ searchIds: group.searchIds.map(Number), where });
    } catch {
      // A query the list no longer takes (a settlement taken off TOWN_PLACES): it matches nothing.
    }
  }
  const batch = sql`with batch(id) as materialized (select unnest(${`{${ids.join(',')}}`}::int[])) `;
  const pairs: { savedSearchId: number; postId: number }[] = [];
  for (let start = 0; start < tested.length; start += QUERIES_PER_STATEMENT) {
    const chunk = tested.slice(start, start + QUERIES_PER_STATEMENT);
    // Each branch names its query by its place in the chunk; the batch is a set of ids the branches share.
    const branches = chunk.map(
      (query, index) =>
        sql`select ${index}::int as q, ${posts.id} as id from ${posts} where ${posts.id} in (select id from batch) and ${query.where}`,
    );
    const rows = await queryRows<{ q: number; id: number }>(db, sql`${batch}${sql.join(branches, sql` union all `)}`);
    for (const row of rows) {
      for (const savedSearchId of chunk[row.q]?.searchIds ?? []) pairs.push({ savedSearchId, postId: row.id });
    }
  }
  return pairs;
}
