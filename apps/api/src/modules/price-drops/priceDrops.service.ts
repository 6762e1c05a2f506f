import { and, eq, sql } from 'drizzle-orm';
import { emailOptOuts, favoritePosts, posts, users } from '../../db/schema/index.ts';
import { fieldsByCategory } from '../categories/index.ts';
import { stoppableMail } from '../notifications/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { rowsById, toPost } from '../posts/index.ts';
import { type AlertDeps, DAILY_DIGEST_HOUR, localDay } from '../saved-searches/index.ts';
import { type PriceDrop, priceDropMail } from './priceDropMail.ts';

/** Most ads one price-drop e-mail lists (a user keeps at most savedLimits.perUser bookmarks). */
export const PRICE_DROPS_PER_MAIL = 20;

/** The price a drop is measured from: the last one mailed, else the one at bookmarking. */
const baseline = sql<number>`coalesce(${favoritePosts.notifiedPriceCents}, ${favoritePosts.savedPriceCents})`;

/**
 * The daily price-drop e-mail, at or after DAILY_DIGEST_HOUR Vilnius time: each user with a
 * bookmarked, still listed ad now cheaper than the price they last saw gets one e-mail listing them, unless
 * they switched 'priceDrops' off. The prices mailed become the new baseline in the transaction that queues the
 * e-mail, so a drop is told once and a rise is never told; the outbox dedupeKey (user + day) allows one e-mail
 * a day, and a drop found after today's went waits for tomorrow. Answers how many e-mails were queued.
 */
export async function sendPriceDrops({ db, storage, site }: AlertDeps, now: Date): Promise<number> {
  const { date, hour } = localDay(now);
  if (hour < DAILY_DIGEST_HOUR) return 0;
  const rows = await db
    .select({ userId: favoritePosts.userId, postId: favoritePosts.postId, was: baseline, email: users.email })
    .from(favoritePosts)
    .innerJoin(posts, eq(posts.id, favoritePosts.postId))
    .innerJoin(users, eq(users.id, favoritePosts.userId))
    .where(
      and(
        publiclyVisible,
        sql`${posts.priceCents} < ${baseline}`,
        sql`${users.email} is not null`,
        // One's own ad: its seller changed the price.
        sql`${posts.creatorId} is distinct from ${favoritePosts.userId}`,
        sql`not exists (select 1 from ${emailOptOuts} where ${emailOptOuts.userId} = ${favoritePosts.userId} and ${emailOptOuts.kind} = 'priceDrops')`,
      ),
    )
    .orderBy(favoritePosts.userId, sql`${posts.priceCents}::float / ${baseline} asc`);
  const byUser = new Map<string, { email: string; drops: { postId: number; was: number }[] }>();
  for (const row of rows) {
    if (!row.email) continue;
    const entry = byUser.get(row.userId) ?? { email: row.email, drops: [] };
    entry.drops.push({ postId: row.postId, was: Number(row.was) });
    byUser.set(row.userId, entry);
  }
  let queued = 0;
  const fields = await fieldsByCategory(db);
  for (const [userId, { email, drops }] of byUser) {
    const listed = drops.slice(0, PRICE_DROPS_PER_MAIL);
    // Read outside the transaction (PGlite is one connection: a read on `db` inside it would wait forever).
    const ads = new Map(
      (
        await rowsById(
          db,
          listed.map((drop) => drop.postId),
        )
      ).map((row) => [row.post.id, toPost(row, storage, fields)]),
    );
    const mailed: PriceDrop[] = [];
    for (const drop of listed) {
      const ad = ads.get(drop.postId);
      if (ad && ad.price !== null && Math.round(ad.price * 100) < drop.was) mailed.push({ ad, was: drop.was / 100 });
    }
    if (mailed.length === 0) continue;
    const mail = await stoppableMail(db, site, { kind: 'priceDrops', userId }, priceDropMail(site, mailed));
    await db.transaction(async (tx) => {
      const id = await enqueueMail(tx, { to: email, ...mail, dedupeKey: `price-drops:${userId}:${date}` });
      // Today's e-mail already went: these wait for tomorrow's, measured from the same baseline.
      if (id === null) return;
      queued += 1;
      for (const { ad } of mailed) {
        await tx
          .update(favoritePosts)
          .set({ notifiedPriceCents: Math.round((ad.price ?? 0) * 100) })
          .where(and(eq(favoritePosts.userId, userId), eq(favoritePosts.postId, ad.id)));
      }
    });
  }
  return queued;
}
