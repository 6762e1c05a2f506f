import type { posts, users } from '../../schema/index.ts';
import { demoSellerEmail } from './addresses.ts';
import { demoAttributes } from './attributes.ts';
import { closingSentences, demoSubcategories } from './listings.ts';
import { demoLocations, withTown } from './places.ts';
import type { Random } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo sellers: invented first names with an initial, `example.com` addresses (a reserved domain) and no
 * password, so nobody can sign in as them.
 */
const sellers = [
  ['Jonas', 'K.'],
  ['Rūta', 'M.'],
  ['Vytautas', 'Š.'],
  ['Agnė', 'L.'],
  ['Darius', 'Ž.'],
  ['Eglė', 'P.'],
  ['Mindaugas', 'V.'],
  ['Inga', 'B.'],
] as const;

export function demoUsers(): (typeof users.$inferInsert)[] {
  return sellers.map(([firstName, lastName], index) => ({
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: demoSellerEmail(index + 1),
    emailConfirmed: true,
    passwordHash: null,
    createdAt: new Date(Date.now() - (60 + index * 97) * DAY),
  }));
}

export type DemoAdRow = Omit<typeof posts.$inferInsert, 'creatorId'> & { categoryId: number; userIndex: number };

/** Picks `count` different items. */
function pickSome<T>(items: readonly T[], count: number, random: Random): T[] {
  const left = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && left.length > 0) {
    chosen.push(left.splice(random.int(0, left.length - 1), 1)[0] as T);
  }
  return chosen;
}

/** Promotion ends in 2–7 days (PRODUCT.md §3: services last 7). */
const promotedUntil = (now: Date, random: Random) => new Date(now.getTime() + random.int(2, 7) * DAY);

/**
 * Every hand-written ad of every subcategory given (listings.ts), placed in the last 30 days with views, some
 * bumped since, and a few promoted so the home showcase, TOP, highlight and 'Skubu' styles show.
 */
export function buildDemoAds(subcategoryIds: number[], town: string, random: Random, now: Date): DemoAdRow[] {
  const locations = demoLocations(town);
  const rows: DemoAdRow[] = [];
  for (const categoryId of subcategoryIds) {
    const subcategory = demoSubcategories[categoryId];
    if (!subcategory) throw new Error(`Demo seed: no demo ads for subcategory ${categoryId}`);
    for (const [index, [postType, price, title]] of subcategory.ads.entries()) {
      const ageMs = random.int(0, 29 * 24 * 60) * 60 * 1000;
      const createdAt = new Date(now.getTime() - ageMs);
      // About one in five was bumped (renewed to the top) since it was posted.
      const bumpedAt = random.next() < 0.2 ? new Date(createdAt.getTime() + random.next() * ageMs) : createdAt;
      const sentences = [...pickSome(subcategory.details, random.int(2, 3), random), random.pick(closingSentences)];
      const userIndex = random.int(0, sellers.length - 1);
      rows.push({
        categoryId,
        userIndex,
        title: withTown(title, town),
        description: withTown(sentences.join(' '), town),
        priceCents: price === null ? null : Math.round(price * 100),
        postType,
        location: random.pick(locations),
        contactPhone: `+3706000000${userIndex + 1}`,
        viewCount: random.int(2, 30) + Math.round((ageMs / DAY) * random.int(1, 9)),
        status: 'active',
        createdAt,
        updatedAt: createdAt,
        bumpedAt,
        expiresAt: new Date(createdAt.getTime() + 30 * DAY),
        attributes: demoAttributes(categoryId, index, postType, random),
      });
    }
  }
  // A few promoted ads spread over the categories (every 23rd, 31st… so they do not bunch up).
  rows.forEach((row, index) => {
    if (index % 23 === 5) row.showcaseUntil = promotedUntil(now, random);
    if (index % 31 === 7) row.topUntil = promotedUntil(now, random);
    if (index % 17 === 3) row.highlightedUntil = promotedUntil(now, random);
    if (index % 29 === 11) row.urgentUntil = promotedUntil(now, random);
  });
  return rows;
}
