import { randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import type { PictureStorage } from '../../../adapters/storage/index.ts';
import type { Database } from '../../client.ts';
import { categories, postPictures, posts, settings, users } from '../../schema/index.ts';
import { buildDemoAds, demoUsers } from './ads.ts';
import { demoPictureSize, demoPictureSvg, type RenderedPicture, renderDemoPicture } from './pictures.ts';
import { seededRandom } from './random.ts';

export interface DemoSeedOptions {
  storage: PictureStorage;
  townName: string;
  /** Told once when the demo ads are added. */
  log?: (message: string) => void;
}

/** The settings row that says the demo was added: it is added once, and ads deleted later stay deleted. */
export const DEMO_MARKER_KEY = 'demoDataSeededAt';

/** Distinct pictures drawn per subcategory; ads reuse them (each picture row still gets files of its own). */
const PICTURES_PER_SUBCATEGORY = 3;

/**
 * A few hundred demo ads with pictures in every subcategory, by a handful of demo users who cannot sign in
 * (no password). Runs at start-up when DEMO_DATA is on; does nothing once the marker exists.
 */
export async function seedDemoData(db: Database, options: DemoSeedOptions): Promise<{ posts: number } | null> {
  const [marker] = await db.select().from(settings).where(eq(settings.key, DEMO_MARKER_KEY));
  if (marker) return null;
  const started = Date.now();
  const random = seededRandom(20261122);
  const subcategories = await db
    .select({ id: categories.id, parentId: categories.parentId, color: categories.color })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .orderBy(categories.id);
  const ads = buildDemoAds(
    subcategories.map((sub) => sub.id),
    options.townName,
    random,
    new Date(),
  );

  // Draw the picture pool, two at a time (sharp works on libuv's threads; the machine may have two cores).
  const pool = new Map<number, RenderedPicture[]>();
  const jobs = subcategories.flatMap((sub) =>
    Array.from({ length: PICTURES_PER_SUBCATEGORY }, () => ({
      sub,
      svg: demoPictureSvg(sub.parentId ?? sub.id, sub.color ?? '#607D8B', random),
    })),
  );
  for (let index = 0; index < jobs.length; index += 2) {
    const batch = jobs.slice(index, index + 2);
    const rendered = await Promise.all(batch.map((job) => renderDemoPicture(job.svg)));
    batch.forEach((job, at) => {
      const list = pool.get(job.sub.id) ?? [];
      list.push(rendered[at] as RenderedPicture);
      pool.set(job.sub.id, list);
    });
  }

  // Each ad's pictures as files of their own, so deleting one picture never touches another ad's.
  const pictureFiles = ads.map((ad) => {
    const choices = pool.get(ad.categoryId) ?? [];
    const count = Math.min(choices.length, random.int(1, 3));
    const first = random.int(0, choices.length - 1);
    return Array.from({ length: count }, (_, position) => {
      const id = randomUUID();
      return {
        id,
        position,
        picture: choices[(first + position) % choices.length] as RenderedPicture,
        largeKey: `post-pictures/${id}-large.webp`,
        thumbnailKey: `post-pictures/${id}-thumb.webp`,
      };
    });
  });
  const writes = pictureFiles
    .flat()
    .flatMap((file) => [
      () => options.storage.put(file.largeKey, file.picture.large, 'image/webp'),
      () => options.storage.put(file.thumbnailKey, file.picture.thumbnail, 'image/webp'),
    ]);
  for (let index = 0; index < writes.length; index += 16) {
    await Promise.all(writes.slice(index, index + 16).map((write) => write()));
  }

  const added = await db.transaction(async (tx) => {
    // The marker first: of two processes starting together on one PostgreSQL, only one adds the demo.
    const claimed = await tx
      .insert(settings)
      .values({ key: DEMO_MARKER_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return 0;
    const userRows = await tx.insert(users).values(demoUsers()).returning({ id: users.id });
    const postRows = await tx
      .insert(posts)
      .values(ads.map(({ userIndex, ...ad }) => ({ ...ad, creatorId: userRows[userIndex % userRows.length]?.id })))
      .returning({ id: posts.id, creatorId: posts.creatorId });
    const pictureRows = postRows.flatMap((post, index) =>
      (pictureFiles[index] ?? []).map((file) => ({
        id: file.id,
        postId: post.id,
        ownerId: post.creatorId as string,
        position: file.position,
        largeKey: file.largeKey,
        thumbnailKey: file.thumbnailKey,
        width: demoPictureSize.width,
        height: demoPictureSize.height,
      })),
    );
    await tx.insert(postPictures).values(pictureRows);
    return postRows.length;
  });
  if (added === 0) return null;
  options.log?.(`Demo data: ${added} ads with pictures added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { posts: added };
}
