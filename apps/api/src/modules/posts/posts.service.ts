import {
  ADMIN_ROLE,
  centsToEuros,
  type createPostRequestSchema,
  eurosToCents,
  limits,
  MODERATOR_ROLE,
  type Post,
  type PostSort,
  type postListQuerySchema,
  postMessages,
  type updatePostRequestSchema,
} from '@skelbimai/contract';
import { and, asc, desc, eq, gte, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { categories, type PostRow, posts, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { newestSavedFirst, notHiddenBy, savedSetCondition } from '../saved-posts/listConditions.ts';
import { getMaxPostPictureCount } from '../settings/settings.service.ts';
import { attachPictures, deletePictureFiles, withPicturesOf } from './pictures.service.ts';

export type PostListQueryParsed = z.output<typeof postListQuerySchema>;

const subCategory = alias(categories, 'sub_category');
const mainCategory = alias(categories, 'main_category');

/** The creator is not blocked right now (a row without a creator predates accounts). */
const creatorNotBlocked: SQL = sql`(${users.id} is null or not (${users.isBlocked} and (${users.blockedUntil} is null or ${users.blockedUntil} > now())))`;

/**
 * What anyone may see: active, not expired, of an unblocked user. The one place this rule lives; the
 * category counts and the public list both use it.
 */
export const publiclyVisible: SQL = sql`(${posts.status} = 'active' and ${posts.expiresAt} > now() and ${creatorNotBlocked})`;

/** Active, visible ads per (sub)category id. */
export async function countActivePostsByCategory(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: posts.categoryId, count: sql<number>`count(*)::int` })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.creatorId))
    .where(publiclyVisible)
    .groupBy(posts.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
}

export function isModerator(user: Pick<UserRow, 'authRole'> | null): boolean {
  const role = (user?.authRole ?? '').toLowerCase();
  return role === ADMIN_ROLE.toLowerCase() || role === MODERATOR_ROLE.toLowerCase();
}

/** A subcategory by id, or a 400 on subCategoryId. */
async function requireSubCategory(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, id));
  if (!row || row.parentId === null) {
    throw AppError.badRequest(postMessages.notSubCategory, [
      { property: 'subCategoryId', errors: [postMessages.notSubCategory] },
    ]);
  }
}

/**
 * A new ad of `user` with its pictures (staged by the user, in order), all in one transaction: a refused
 * picture leaves no ad behind.
 */
export async function createPost(
  db: Database,
  user: UserRow,
  input: z.output<typeof createPostRequestSchema>,
  townName: string,
): Promise<{ id: number }> {
  await requireSubCategory(db, input.subCategoryId);
  const maxPictures = await getMaxPostPictureCount(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        creatorId: user.id,
        categoryId: input.subCategoryId,
        title: input.title,
        description: input.description,
        priceCents: input.price === null ? null : eurosToCents(input.price),
        postType: input.postType,
        location: input.location || townName,
        contactPhone: input.contactPhone === undefined ? user.phoneNumber : input.contactPhone,
        expiresAt: sql`now() + make_interval(days => ${limits.postExpiryDays})`,
      })
      .returning({ id: posts.id });
    if (!row) throw new Error('post not created');
    // A new ad has no pictures to remove, so no files to delete.
    await attachPictures(tx, user, row.id, input.pictureIds, maxPictures);
    return row;
  });
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
): Promise<Post> {
  await requireEditable(db, user, input.id);
  if (input.subCategoryId !== undefined) await requireSubCategory(db, input.subCategoryId);
  const maxPictures = await getMaxPostPictureCount(db);
  const removedKeys = await db.transaction(async (tx) => {
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
        updatedAt: sql`now()`,
      })
      .where(eq(posts.id, input.id));
    if (input.pictureIds === undefined) return [];
    return attachPictures(tx, user, input.id, input.pictureIds, maxPictures);
  });
  await deletePictureFiles(storage, removedKeys);
  const post = await findPost(db, eq(posts.id, input.id));
  if (!post) throw AppError.notFound(postMessages.notFound);
  const { visible: _visible, ...dto } = post;
  return withPicturesOf(db, storage, dto);
}

/** Soft delete: the row stays for orders and reports, never shown again. */
export async function deletePost(db: Database, user: UserRow, id: number): Promise<{ id: number }> {
  await requireEditable(db, user, id);
  await db.update(posts).set({ status: 'deleted', updatedAt: sql`now()` }).where(eq(posts.id, id));
  return { id };
}

/** One ad: 404 when missing or deleted; blocked, expired or of a blocked user only for its owner and moderators. */
export async function getPost(db: Database, viewer: UserRow | null, id: number): Promise<Post> {
  const post = await findPost(db, and(eq(posts.id, id), sql`${posts.status} <> 'deleted'`) as SQL, true);
  if (!post) throw AppError.notFound(postMessages.notFound);
  const owner = viewer !== null && viewer.id === post.creatorId;
  if (!post.visible && !owner && !isModerator(viewer)) throw AppError.notFound(postMessages.notFound);
  const { visible: _visible, ...dto } = post;
  return dto;
}

const selection = {
  post: posts,
  sub: { id: subCategory.id, name: subCategory.name, logicalName: subCategory.logicalName },
  main: { id: mainCategory.id, name: mainCategory.name, logicalName: mainCategory.logicalName },
  seller: { id: users.id, fullName: users.fullName, createdAt: users.createdAt },
  visible: sql<boolean>`${publiclyVisible}`,
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

async function findPost(
  db: Database,
  where: SQL,
  withVisibility = false,
): Promise<(Post & { visible: boolean }) | null> {
  const [row] = await baseQuery(db).where(where);
  if (!row) return null;
  return { ...toPost(row), visible: withVisibility ? Boolean(row.visible) : true };
}

const iso = (date: Date | string) => new Date(date).toISOString();
const activeNow = (until: Date | null) => until !== null && until.getTime() > Date.now();

export function toPost(row: Selected): Post {
  const sub = row.sub;
  const main = row.main ?? sub;
  return {
    id: row.post.id,
    creatorId: row.post.creatorId,
    title: row.post.title,
    description: row.post.description,
    price: row.post.priceCents === null ? null : centsToEuros(row.post.priceCents),
    postType: row.post.postType,
    category: main,
    subCategory: sub,
    categoryName: main.logicalName,
    subCategoryName: sub.logicalName,
    location: row.post.location,
    status: row.post.status,
    createdAt: iso(row.post.createdAt),
    updatedAt: iso(row.post.updatedAt),
    bumpedAt: iso(row.post.bumpedAt),
    expiresAt: iso(row.post.expiresAt),
    viewCount: row.post.viewCount,
    pictureUploads: [],
    promotion: {
      top: activeNow(row.post.topUntil),
      highlighted: activeNow(row.post.highlightedUntil),
      showcase: activeNow(row.post.showcaseUntil),
      urgent: activeNow(row.post.urgentUntil),
    },
    postReports: [],
    seller: row.seller
      ? { id: row.seller.id, fullName: row.seller.fullName, memberSince: iso(row.seller.createdAt) }
      : null,
  };
}

/** Word similarity of a keyword to a title from which a title counts as a typo-tolerant match. */
const TYPO_THRESHOLD = 0.4;

/** Word-form (Lithuanian stemmer) and diacritic-insensitive match, plus trigram typo tolerance on titles. */
function searchCondition(keyword: string, filter: PostListQueryParsed['searchFilterType']): { where: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('lt', ${keyword})`;
  // `<%` (word similarity at least pg_trgm.word_similarity_threshold, set to TYPO_THRESHOLD by listPosts) can use the trigram GIN
  // index on lt_unaccent(title); the similarity itself also adds to the relevance rank.
  const typoMatch = sql`lt_unaccent(${keyword}) <% lt_unaccent(${posts.title})`;
  const typo = sql`word_similarity(lt_unaccent(${keyword}), lt_unaccent(${posts.title}))`;
  if (filter === 'title') {
    const vector = sql`lt_tsvector(${posts.title})`;
    return {
      where: sql`(${vector} @@ ${query} or ${typoMatch})`,
      rank: sql`(ts_rank(${vector}, ${query}) + ${typo})`,
    };
  }
  if (filter === 'description') {
    const vector = sql`lt_tsvector(${posts.description})`;
    return { where: sql`${vector} @@ ${query}`, rank: sql`ts_rank(${vector}, ${query})` };
  }
  return {
    where: sql`(${posts.searchVector} @@ ${query} or ${typoMatch})`,
    rank: sql`(ts_rank(${posts.searchVector}, ${query}) + ${typo})`,
  };
}

/**
 * List orders by bumped_at. The column is NOT NULL, so the null placement changes nothing but the plan: it
 * matches the indexes' `bumped_at DESC NULLS LAST`, which the planner can then walk instead of sorting every
 * matching ad (a plain `desc` means NULLS FIRST and cannot use them).
 */
export const newestFirst: SQL[] = [sql`${posts.bumpedAt} desc nulls last`, desc(posts.id)];
const oldestFirst: SQL[] = [sql`${posts.bumpedAt} asc nulls first`, asc(posts.id)];

/** The ad has an active TOP service (top_until in the future). */
const topActive: SQL = sql`(${posts.topUntil} is not null and ${posts.topUntil} > now())`;

/** The id of the category with this URL slug (null, so nothing matches, when there is none). */
const categoryIdOf = (logicalName: string): SQL =>
  sql`(select ${categories.id} from ${categories} where ${categories.logicalName} = ${logicalName})`;

/**
 * Ads of the category with this slug or of its subcategories, as a condition on posts.category_id so the
 * category indexes serve it (a condition on the joined category names could not use them).
 */
function inCategory(logicalName: string): SQL {
  const id = categoryIdOf(logicalName);
  return sql`${posts.categoryId} in (select ${categories.id} from ${categories} where ${categories.id} = ${id} or ${categories.parentId} = ${id})`;
}

export interface PostListResult {
  posts: Post[];
  totalCount: number;
}

/** The ads of a list target with the filters, sort and (1-based) page of PRODUCT.md. */
export async function listPosts(
  db: Database,
  viewer: UserRow | null,
  query: PostListQueryParsed,
): Promise<PostListResult> {
  const conditions: SQL[] = [];
  // The favorites and hidden targets list newest-saved first unless a sort is asked for.
  let savedOrder: SQL | undefined;
  switch (query.listTarget) {
    case 'public':
      conditions.push(publiclyVisible);
      // A signed-in viewer's hidden ads stay out (a guest's are dropped by the browser).
      if (viewer) conditions.push(notHiddenBy(viewer.id));
      break;
    case 'my':
      if (!viewer) throw AppError.unauthorized();
      conditions.push(eq(posts.creatorId, viewer.id), sql`${posts.status} <> 'deleted'`);
      break;
    case 'favorites':
    case 'hidden':
      if (!viewer) throw AppError.unauthorized();
      conditions.push(savedSetCondition(query.listTarget, viewer.id, publiclyVisible));
      savedOrder = newestSavedFirst(query.listTarget, viewer.id);
      break;
    case 'admin':
      if (!viewer) throw AppError.unauthorized();
      if (!isModerator(viewer)) throw AppError.forbidden();
      if (query.targetUserId) conditions.push(eq(posts.creatorId, query.targetUserId));
      break;
  }
  // Only the named ads: how a guest lists the favourites and hidden ads kept in the browser.
  if (query.postIds) conditions.push(inArray(posts.id, query.postIds));
  // No post reports exist before the moderation issue, so 'only reported' is an empty list.
  if (query.onlyReported === 'true') conditions.push(sql`false`);
  if (query.categoryName) conditions.push(inCategory(query.categoryName));
  if (query.subCategoryName) conditions.push(eq(posts.categoryId, categoryIdOf(query.subCategoryName)));
  if (query.minPrice !== undefined) conditions.push(gte(posts.priceCents, eurosToCents(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(posts.priceCents, eurosToCents(query.maxPrice)));
  if (query.postTypes && query.postTypes.length > 0) conditions.push(inArray(posts.postType, query.postTypes));

  const keyword = query.searchKeyword?.trim();
  const search = keyword ? searchCondition(keyword, query.searchFilterType) : null;
  if (search) conditions.push(search.where);

  const sort: PostSort = query.sort ?? (search ? 'relevance' : 'newest');
  const sortOrder = ((): SQL[] => {
    switch (sort) {
      case 'oldest':
        return oldestFirst;
      case 'priceAsc':
        return [sql`${posts.priceCents} asc nulls last`, ...newestFirst];
      case 'priceDesc':
        return [sql`${posts.priceCents} desc nulls last`, ...newestFirst];
      case 'relevance':
        return search ? [sql`${search.rank} desc`, ...newestFirst] : newestFirst;
      default:
        return newestFirst;
    }
  })();
  // A copy: the saved-set order may be put in front, and newestFirst is shared.
  const order = [...sortOrder];
  if (savedOrder && !query.sort && !search) order.unshift(savedOrder);

  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const offset = ((query.page ?? 1) - 1) * limits.pageSize;
  const pageOf = (q: Database, condition: SQL | undefined, skip: number, take: number) =>
    baseQuery(q)
      .where(condition)
      .orderBy(...order)
      .limit(take)
      .offset(skip);
  const run = async (q: Database) => {
    const totalCount = await countPosts(q, where);
    if (query.listTarget !== 'public') return { rows: await pageOf(q, where, offset, limits.pageSize), totalCount };
    // PRODUCT.md: public lists show ads with an active TOP service first, each part in the chosen order. Read
    // as two parts rather than ordered by the TOP flag: the flag depends on now(), so no index can hold it and
    // every matching ad would be sorted; the rest, read alone, walks the bumped_at index and stops after a page.
    const topCount = await countPosts(q, and(where, topActive));
    const topRows = offset < topCount ? await pageOf(q, and(where, topActive), offset, limits.pageSize) : [];
    const restRows =
      topRows.length < limits.pageSize
        ? await pageOf(q, and(where, not(topActive)), Math.max(0, offset - topCount), limits.pageSize - topRows.length)
        : [];
    return { rows: [...topRows, ...restRows], totalCount };
  };
  // A keyword search lowers the trigram threshold of `<%` to TYPO_THRESHOLD for this transaction only.
  const { rows, totalCount } = search
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
        return run(tx);
      })
    : await run(db);
  return { posts: rows.map(toPost), totalCount };
}

/** How many ads match `where` (which may test the creator, never the category aliases). */
async function countPosts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.creatorId))
    .where(where);
  return Number(row?.count ?? 0);
}
