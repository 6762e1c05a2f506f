import type { ActivePromotion } from '@skelbimai/contract';
import { and, asc, desc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { advertServices, posts } from '../../db/schema/index.ts';
import { untilKey } from './promotion.service.ts';

/** More than any owner runs at once; keeps the answer bounded whatever an account holds. */
const MAX_PROMOTED_ADS = 500;

/**
 * The owner's ads (not deleted) with a timed service running now, and when each service ends (PRODUCT.md §2:
 * my ads and the owner's ad page say 'iki <date>'). One statement for the ads, one for the catalogue.
 */
export async function activePromotions(db: Database, ownerId: string, now = new Date()): Promise<ActivePromotion[]> {
  const timed = Object.entries(untilKey);
  const rows = await db
    .select({
      id: posts.id,
      highlightedUntil: posts.highlightedUntil,
      topUntil: posts.topUntil,
      showcaseUntil: posts.showcaseUntil,
      urgentUntil: posts.urgentUntil,
      autoBumpUntil: posts.autoBumpUntil,
    })
    .from(posts)
    .where(
      and(
        eq(posts.creatorId, ownerId),
        ne(posts.status, 'deleted'),
        or(...timed.map(([, key]) => gt(posts[key], now))),
      ),
    )
    .orderBy(desc(posts.id))
    .limit(MAX_PROMOTED_ADS);
  if (rows.length === 0) return [];
  const catalogue = await db
    .select({ code: advertServices.code, name: advertServices.name, icon: advertServices.icon })
    .from(advertServices)
    .where(
      inArray(
        advertServices.code,
        timed.map(([code]) => code),
      ),
    )
    .orderBy(asc(advertServices.id));
  return rows.map((row) => ({
    postId: row.id,
    services: catalogue.flatMap((service) => {
      const key = untilKey[service.code];
      const until = key ? row[key] : null;
      return until && until > now ? [{ ...service, activeUntil: until.toISOString() }] : [];
    }),
  }));
}
