import {
  ADMIN_ROLE,
  centsToEuros,
  checkAttributes,
  type createPostRequestSchema,
  displayName,
  errorMessages,
  eurosToCents,
  type GoneAd,
  limits,
  MODERATOR_ROLE,
  type Post,
  type PostField,
  postFacts,
  postMessages,
  type updatePostRequestSchema,
} from '@skelbimai/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { categories, type PostRow, postPictures, posts, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts, forgetShared } from '../../http/sharedCache.ts';
import { fieldsByCategory } from '../categories/index.ts';
import { holdForListedWord, listedWordIn } from '../holds/index.ts';
import { profilePictureUrl, publicPersonColumns, requireName } from '../names/index.ts';
import { creatorNotBlocked, publiclyVisible } from '../post-visibility/index.ts';
import { getMaxPostPictureCount } from '../settings/index.ts';
import { refuseDuplicate } from './duplicates.ts';
import { attachPictures, deletePictureFiles, type StoredPicture, toPostPicture } from './pictures.service.ts';

const subCategory = alias(categories, 'sub_category');
const mainCategory = alias(categories, 'main_category');

export function isModerator(user: Pick<UserRow, 'authRole'> | null): boolean {
  const role = (user?.authRole ?? '').toLowerCase();
  return role === ADMIN_ROLE.toLowerCase() || role === MODERATOR_ROLE.toLowerCase();
}

/** A subcategory's fields by its id, or a 400 on subCategoryId. */
async function requireSubCategory(db: Database, id: number): Promise<PostField[]> {
  const [row] = await db
    .select({ parentId: categories.parentId, fields: categories.fields })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row || row.parentId === null) {
    throw AppError.badRequest(postMessages.notSubCategory, [
      { property: 'subCategoryId', errors: [postMessages.notSubCategory] },
    ]);
  }
  return row.fields;
}

/**
 * The values checked against the subcategory's fields (PRODUCT.md §25), or a 400 with one error per bad field
 * on `attributes.<key>`, the message in Lithuanian.
 */
function checkedAttributes(fields: PostField[], attributes: Record<string, unknown>) {
  const checked = checkAttributes(fields, attributes);
  if (checked.errors.length > 0) {
    throw AppError.badRequest(
      checked.errors.map((error) => error.message),
      checked.errors.map((error) => ({ property: error.property, errors: [error.message] })),
    );
  }
  return checked.attributes;
}

/**
 * A new ad of `user` with its pictures (staged by the user, in order), all in one transaction: a refused
 * picture leaves no ad behind.
 */
export async function createPost(
  db: Database,
  user: UserRow,
  input: z.output<typeof createPostRequestSchema>,
  site: AppConfig['site'],
): Promise<{ id: number; held: boolean }> {
  requireName(user);
  const fields = await requireSubCategory(db, input.subCategoryId);
  const attributes = checkedAttributes(fields, input.attributes);
  await refuseDuplicate(db, user, input);
  const maxPictures = await getMaxPostPictureCount(db);
  // A word of the moderators' list: the ad is saved held, not published.
  const listedWord = await listedWordIn(db, input.title, input.description);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        creatorId: user.id,
        categoryId: input.subCategoryId,
        title: input.title,
        description: input.description,
        priceCents: input.price === null ? null : eurosToCents(input.price),
        postType: input.postType,
        location: input.location || site.townName,
        contactPhone: input.contactPhone === undefined ? user.phoneNumber : input.contactPhone,
        attributes,
        expiresAt: sql`now() + make_interval(days => ${limits.postExpiryDays})`,
      })
      .returning({ id: posts.id });
    if (!row) throw new Error('post not created');
    // A new ad has no pictures to remove, so no files to delete.
    await attachPictures(tx, user, row.id, input.pictureIds, maxPictures);
    const held = listedWord !== null && (await holdForListedWord(tx, row.id, listedWord, site));
    return { id: row.id, held };
  });
  forgetPostCounts(db);
  return created;
}

/** The ad the user may change (owner or moderator), else 404 (missing, deleted) or 403. */
export async function requireEditable(db: Database, user: UserRow, id: number): Promise<PostRow> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row || row.status === 'deleted') throw AppError.notFound(postMessages.notFound);
  if (row.creatorId !== user.id && !isModerator(user)) throw AppError.forbidden();
  return row;
}

/**
 * Changes the given fields; with pictureIds the list replaces the ad's pictures (in order; left-out ones are
 * deleted). Fields and pictures change in one transaction; removed files are deleted after the commit.
 */
export async function updatePost(
  db: Database,
  storage: PictureStorage,
  user: UserRow,
  input: z.output<typeof updatePostRequestSchema>,
  site: AppConfig['site'],
): Promise<Post & { held: boolean }> {
  const before = await requireEditable(db, user, input.id);
  // Only a changed text is checked: an ad a moderator released stays released while its words stay the same.
  const textChanged =
    (input.title !== undefined && input.title !== before.title) ||
    (input.description !== undefined && input.description !== before.description);
  const listedWord = textChanged
    ? await listedWordIn(db, input.title ?? before.title, input.description ?? before.description)
    : null;
  // New values are checked against the (new) subcategory's fields; a changed subcategory alone keeps only the
  // values its own fields have and that still fit them (PRODUCT.md §25).
  const subCategoryChanged = input.subCategoryId !== undefined && input.subCategoryId !== before.categoryId;
  const fields = await requireSubCategory(db, input.subCategoryId ?? before.categoryId);
  const attributes =
    input.attributes !== undefined
      ? checkedAttributes(fields, input.attributes)
      : subCategoryChanged
        ? keptAttributes(fields, before.attributes)
        : undefined;
  const maxPictures = await getMaxPostPictureCount(db);
  const saved = await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.subCategoryId !== undefined ? { categoryId: input.subCategoryId } : {}),
        ...(input.postType !== undefined ? { postType: input.postType } : {}),
        ...(input.price !== undefined ? { priceCents: input.price === null ? null : eurosToCents(input.price) } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.contactPhone !== undefined ? { contactPhone: input.contactPhone } : {}),
        ...(attributes !== undefined ? { attributes } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(posts.id, input.id));
    const held = listedWord !== null && (await holdForListedWord(tx, input.id, listedWord, site));
    if (input.pictureIds === undefined) return { removed: [], held };
    return { removed: await attachPictures(tx, user, input.id, input.pictureIds, maxPictures), held };
  });
  const { removed: removedKeys, held } = saved;
  // A new subcategory or a hold moves the ad between counts; any edit changes the guests' cached pages.
  if (input.subCategoryId !== undefined || held) forgetPostCounts(db);
  else forgetShared(db, 'guestPages');
  await deletePictureFiles(storage, removedKeys);
  const post = await findPost(db, storage, input.id);
  if (!post) throw AppError.notFound(postMessages.notFound);
  const { visible: _visible, ...dto } = post;
  return { ...dto, held };
}

/** The values of `attributes` the fields have and accept: what an ad moved to another subcategory keeps. */
function keptAttributes(fields: PostField[], attributes: Record<string, unknown>) {
  const keys = new Set(fields.map((field) => field.key));
  const own = Object.fromEntries(Object.entries(attributes).filter(([key]) => keys.has(key)));
  const checked = checkAttributes(fields, own);
  return checked.attributes;
}

/** Soft delete: the row stays for orders and reports, never shown again. */
export async function deletePost(db: Database, user: UserRow, id: number): Promise<{ id: number }> {
  await requireEditable(db, user, id);
  await db.update(posts).set({ status: 'deleted', updatedAt: sql`now()` }).where(eq(posts.id, id));
  forgetPostCounts(db);
  return { id };
}

/** One ad: 404 when missing or deleted; blocked, expired or of a blocked user only for its owner and moderators. */
export async function getPost(
  db: Database,
  storage: PictureStorage,
  viewer: UserRow | null,
  id: number,
): Promise<Post> {
  const post = await findPost(db, storage, id);
  if (!post) throw await goneOrMissing(db, id);
  const owner = viewer !== null && viewer.id === post.creatorId;
  if (!post.visible && !owner && !isModerator(viewer) && !(await soldPageShown(db, post))) {
    throw await goneOrMissing(db, id);
  }
  const { visible: _visible, ...dto } = post;
  return dto;
}

/**
 * A sold ad's page says 'Parduota' to anyone for limits.soldPageDays, then answers 410 as a removed
 * ad. Only an ad whose seller may be shown (a blocked seller's sold ads are gone at once, as their others).
 */
async function soldPageShown(db: Database, post: Post): Promise<boolean> {
  if (post.status !== 'sold' || post.soldAt === null) return false;
  if (new Date(post.soldAt).getTime() <= Date.now() - limits.soldPageDays * 86_400_000) return false;
  const [row] = await db
    .select({ shown: sql<boolean>`${creatorNotBlocked}` })
    .from(posts)
    .where(eq(posts.id, post.id));
  return Boolean(row?.shown);
}

/**
 * Why ad `id` cannot be shown: 410 with its GoneAd when it existed (deleted, expired, blocked), 404 when no ad
 * ever had that id. Runs only on that path, so the ad page's own read stays one prepared statement.
 */
async function goneOrMissing(db: Database, id: number): Promise<AppError> {
  const [row] = await db
    .select({
      title: posts.title,
      // A blocked ad's or a blocked seller's words may be why it went: its page does not repeat them. An
      // erased account's ads have no title left (accountErasure.ts), and none is said.
      titleShown: sql<boolean>`(${posts.status} not in ('blocked', 'held') and ${creatorNotBlocked} and ${posts.title} <> '')`,
      sub: { id: subCategory.id, name: subCategory.name, logicalName: subCategory.logicalName },
      main: { id: mainCategory.id, name: mainCategory.name, logicalName: mainCategory.logicalName },
    })
    .from(posts)
    .innerJoin(subCategory, eq(subCategory.id, posts.categoryId))
    .innerJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(eq(posts.id, id));
  if (!row) return AppError.notFound(postMessages.notFound);
  const gone: GoneAd = { id, title: row.titleShown ? row.title : null, category: row.main, subCategory: row.sub };
  return AppError.gone(errorMessages.goneAd, gone);
}

/**
 * The ad columns an answer shows (toPost), not the whole row: search_vector, the largest column, and the
 * contact phone stay in the database (DECISIONS #52).
 */
const postColumns = {
  id: posts.id,
  creatorId: posts.creatorId,
  title: posts.title,
  description: posts.description,
  priceCents: posts.priceCents,
  previousPriceCents: posts.previousPriceCents,
  priceDroppedAt: posts.priceDroppedAt,
  postType: posts.postType,
  location: posts.location,
  status: posts.status,
  reserved: posts.reserved,
  soldAt: posts.soldAt,
  blockedReason: posts.blockedReason,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  bumpedAt: posts.bumpedAt,
  expiresAt: posts.expiresAt,
  viewCount: posts.viewCount,
  topUntil: posts.topUntil,
  highlightedUntil: posts.highlightedUntil,
  showcaseUntil: posts.showcaseUntil,
  urgentUntil: posts.urgentUntil,
  attributes: posts.attributes,
};

/**
 * The ad's pictures in order (the first is the cover), read with its row as one JSON array: a list page or an
 * ad page needs no statement of its own for them (post_pictures_post_id_position_idx serves each ad).
 */
const storedPictures = sql<
  StoredPicture[]
>`(select coalesce(json_agg(json_build_object('id', ${postPictures.id}, 'largeKey', ${postPictures.largeKey}, 'thumbnailKey', ${postPictures.thumbnailKey}, 'width', ${postPictures.width}, 'height', ${postPictures.height}) order by ${postPictures.position}), '[]'::json) from ${postPictures} where ${postPictures.postId} = ${posts.id})`;

const selection = {
  post: postColumns,
  sub: { id: subCategory.id, name: subCategory.name, logicalName: subCategory.logicalName },
  main: { id: mainCategory.id, name: mainCategory.name, logicalName: mainCategory.logicalName },
  seller: { id: users.id, createdAt: users.createdAt, ...publicPersonColumns },
  visible: sql<boolean>`${publiclyVisible}`,
  pictures: storedPictures,
};

export function baseQuery(db: Database) {
  return db
    .select(selection)
    .from(posts)
    .innerJoin(subCategory, eq(subCategory.id, posts.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .leftJoin(users, eq(users.id, posts.creatorId));
}

export type Selected = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** Ad `id` unless deleted, and whether anyone may see it (publiclyVisible): every ad page asks (DECISIONS #99). */
async function findPost(
  db: Database,
  storage: PictureStorage,
  id: number,
): Promise<(Post & { visible: boolean }) | null> {
  const [row] = await prepared(db, 'ad_row_by_id', (q) =>
    baseQuery(q)
      .where(and(eq(posts.id, sql.placeholder('id')), sql`${posts.status} <> 'deleted'`))
      .prepare('ad_row_by_id'),
  ).execute({ id });
  if (!row) return null;
  return { ...toPost(row, storage, await fieldsByCategory(db)), visible: Boolean(row.visible) };
}

const iso = (date: Date | string) => new Date(date).toISOString();
const activeNow = (until: Date | null) => until !== null && until.getTime() > Date.now();

/** How long 'Kaina sumažinta' shows after a drop (decision 0084). */
export const PRICE_DROP_SHOWN_MS = 14 * 24 * 60 * 60 * 1000;

/** The price before a drop of the last 14 days, in euros, while the price is still under it; else null. */
function previousPriceOf(post: Selected['post']): number | null {
  const { previousPriceCents: was, priceDroppedAt: at, priceCents: now } = post;
  if (was === null || at === null || now === null || now >= was) return null;
  return at.getTime() > Date.now() - PRICE_DROP_SHOWN_MS ? centsToEuros(was) : null;
}

/** An ad's answer; `fields` (fieldsByCategory) formats its facts by its subcategory's fields. */
export function toPost(row: Selected, storage: PictureStorage, fields: ReadonlyMap<number, PostField[]>): Post {
  const sub = row.sub;
  const attributes = row.post.attributes ?? {};
  const main = row.main ?? sub;
  return {
    id: row.post.id,
    creatorId: row.post.creatorId,
    title: row.post.title,
    description: row.post.description,
    price: row.post.priceCents === null ? null : centsToEuros(row.post.priceCents),
    previousPrice: previousPriceOf(row.post),
    postType: row.post.postType,
    category: main,
    subCategory: sub,
    categoryName: main.logicalName,
    subCategoryName: sub.logicalName,
    location: row.post.location,
    status: row.post.status,
    reserved: row.post.reserved,
    soldAt: row.post.soldAt === null ? null : iso(row.post.soldAt),
    blockedReason: row.post.status === 'blocked' || row.post.status === 'held' ? row.post.blockedReason : null,
    createdAt: iso(row.post.createdAt),
    updatedAt: iso(row.post.updatedAt),
    bumpedAt: iso(row.post.bumpedAt),
    expiresAt: iso(row.post.expiresAt),
    viewCount: row.post.viewCount,
    pictureUploads: row.pictures.map((picture) => toPostPicture(picture, storage)),
    promotion: {
      top: activeNow(row.post.topUntil),
      highlighted: activeNow(row.post.highlightedUntil),
      showcase: activeNow(row.post.showcaseUntil),
      urgent: activeNow(row.post.urgentUntil),
    },
    postReports: [],
    seller: row.seller
      ? {
          id: row.seller.id,
          displayName: displayName(row.seller),
          pictureUrl: profilePictureUrl(row.seller),
          memberSince: iso(row.seller.createdAt),
        }
      : null,
    attributes,
    facts: postFacts(fields.get(sub.id) ?? [], attributes),
  };
}
