import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { posts, searchWords, users } from '../../db/schema/index.ts';
import { postWritesCount } from '../../http/sharedCache.ts';
import { placeWordsPattern } from '../places/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';

// The search_words table (DECISIONS #77): the visible ads' title words, one row per stem, rebuilt from the
// ads as a whole. Rebuilding reads every visible title, so it runs when ads have changed and not more often
// than its own cost allows; a keystroke only reads the table.

/** Shorter words say too little to be worth offering; longer ones are not words (pasted codes, links). */
const MIN_WORD_LENGTH = 3;
const MAX_WORD_LENGTH = 40;
/**
 * A table of fewer words comes from a small site, whose rebuild takes milliseconds: it is rebuilt whenever ads
 * have changed and requests wait for it, so a new ad's words are offered at once. A larger one rests between
 * rebuilds REST_FACTOR times the last one's duration (at most ~5 % of one connection's time), and a request
 * waits for one under way at most MAX_WAIT_MS.
 */
const SMALL_TABLE_WORDS = 5000;
const REST_FACTOR = 20;
/** A rebuild no ad write has asked for still happens after this long (ads expire by the clock alone). */
const MAX_AGE_MS = 60 * 60 * 1000;
/** A request waits this long at most for a rebuild under way; then it answers from the table as it is. */
const MAX_WAIT_MS = 2000;
/** A rebuild this quick is waited for even by a caller that waits for none (keepSearchWordsFresh). */
const QUICK_REBUILD_MS = 100;

/**
 * Rebuilds search_words from the visible ads' titles in one transaction: readers see the old words until it
 * commits. The table lock (EXCLUSIVE lets plain reads through) makes two processes' rebuilds take turns.
 */
export async function rebuildSearchWords(db: Database, places: readonly string[] = []): Promise<number> {
  // The town's place names are no product words to complete or correct to (DECISIONS #110).
  const placePattern = placeWordsPattern(places);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${searchWords} in exclusive mode`);
    await tx.delete(searchWords);
    // 'simple' splits a title into lower-cased words without stemming (each once per ad); forms of one word
    // are then grouped by their `lt` stem, and the form most ads use is the one shown. Stop words have no
    // stem in `lt` and drop out; numbers alone are not words to offer.
    const [row] = await queryRows<{ words: number }>(
      tx,
      sql`
      with inserted as (insert into ${searchWords} (stem, word, plain, ad_count)
      select distinct on (stem) stem, word, lower(lt_unaccent(word)), sum(ads) over (partition by stem)::int
      from (
        select form.word, form.ads,
          (select string_agg(lexeme, ' ' order by lexeme) from unnest(lt_tsvector(form.word))) as stem
        from (
          select title_word.lexeme as word, count(*) as ads
          from ${posts}
          left join ${users} on ${users.id} = ${posts.creatorId}
          cross join lateral unnest(to_tsvector('simple', ${posts.title})) as title_word
          where ${publiclyVisible}
            and length(title_word.lexeme) between ${MIN_WORD_LENGTH} and ${MAX_WORD_LENGTH}
            and title_word.lexeme !~ '^[0-9.,-]+$'
            and (${placePattern}::text is null or lower(lt_unaccent(title_word.lexeme)) !~ ${placePattern})
          group by title_word.lexeme
        ) form
      ) stemmed
      where stem is not null
      order by stem, ads desc, word
      returning 1)
      select count(*)::int as words from inserted`,
    );
    return Number(row?.words ?? 0);
  });
}

/** Rows of search_words, counted up to `limit` (enough to tell a small table from a large one). */
async function countWordsUpTo(db: Database, limit: number): Promise<number> {
  const [row] = await queryRows<{ words: number }>(
    db,
    sql`select count(*)::int as words from (select 1 from ${searchWords} limit ${limit}) sample`,
  );
  return Number(row?.words ?? 0);
}

interface Freshness {
  /** postWritesCount when the last rebuild started; -1 before the first. */
  writesSeen: number;
  startedAt: number;
  endedAt: number;
  /** The last finished rebuild's duration and word count; null before the first finishes. */
  durationMs: number | null;
  words: number | null;
  running: Promise<void> | null;
}

const freshness = new WeakMap<object, Freshness>();

function freshnessOf(db: Database): Freshness {
  let state = freshness.get(db);
  if (!state) {
    state = { writesSeen: -1, startedAt: 0, endedAt: 0, durationMs: null, words: null, running: null };
    freshness.set(db, state);
  }
  return state;
}

/**
 * Makes search_words follow the ads: when this process has written ads since the last rebuild (or it is an
 * hour old) a rebuild starts, at once on a small site, after a rest on a large one (SMALL_TABLE_WORDS). A
 * small site's request waits for it; a large one's at most `maxWaitMs` (the list's search passes 0: it
 * answers from the words as they are rather than wait for a slow rebuild).
 */
export async function keepSearchWordsFresh(
  db: Database,
  log: (error: unknown) => void,
  { maxWaitMs = MAX_WAIT_MS, places = [] }: { maxWaitMs?: number; places?: readonly string[] } = {},
): Promise<void> {
  const state = freshnessOf(db);
  // After a restart the table's size says which kind of site this is, until the first rebuild measures it.
  state.words ??= await countWordsUpTo(db, SMALL_TABLE_WORDS);
  const now = Date.now();
  const writes = postWritesCount(db);
  const stale = writes !== state.writesSeen || now - state.startedAt > MAX_AGE_MS;
  const small = state.words < SMALL_TABLE_WORDS;
  const rested = small || now - state.endedAt >= (state.durationMs ?? 0) * REST_FACTOR;
  if (stale && rested && !state.running) {
    state.writesSeen = writes;
    state.startedAt = now;
    state.running = rebuildSearchWords(db, places)
      .then((words) => {
        state.durationMs = Date.now() - state.startedAt;
        state.words = words;
      })
      .catch((error: unknown) => {
        state.writesSeen = -1; // try again on the next request
        log(error);
      })
      .finally(() => {
        state.endedAt = Date.now();
        state.running = null;
      });
  }
  const running = state.running;
  if (!running) return;
  // A small site's request waits for the rebuild, so new words show at once; a caller that waits for no slow
  // one (maxWaitMs 0: the list's search) only when the last took at most QUICK_REBUILD_MS, as few distinct
  // words do not always mean few ads (seed:large's 1,000,000 ads have 698).
  if (small && (maxWaitMs > 0 || (state.durationMs ?? 0) <= QUICK_REBUILD_MS)) return running;
  if (maxWaitMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  await Promise.race([running, waited]);
  clearTimeout(timer);
}
