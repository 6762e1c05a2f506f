import { type AttributeFilter, eurosToCents, type PostField, type postListQuerySchema } from '@skelbimai/contract';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { categories, postReports, posts, type UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/errors.ts';
import { publiclyVisible } from '../../post-visibility/index.ts';
import { isModerator } from '../posts.service.ts';
import { attributeConditions } from './attributes.ts';
import { newestSavedFirst, notHiddenBy, savedSetCondition } from './listConditions.ts';
import { locatedIn } from './places.ts';

// The list's filters as conditions on posts, and its orders (GET /api/posts/list; PRODUCT.md §3 'Post').

export type PostListQueryParsed = z.output<typeof postListQuerySchema> & {
  /** The attr.* filters read from the raw query against the subcategory's fields (list/attributes.ts). */
  attributes?: { fields: PostField[]; filters: AttributeFilter[]; subCategoryId?: number };
  /** A saved search's attr.* parameters as kept in its query, read against the fields when it is matched. */
  attributeQuery?: Record<string, string>;
};

/**
 * List orders by bumped_at. The column is NOT NULL, so the null placement changes nothing but the plan: it
 * matches the indexes' `bumped_at DESC NULLS LAST`, which the planner can then walk instead of sorting every
 * matching ad (a plain `desc` means NULLS FIRST and cannot use them).
 */
export const newestFirst: SQL[] = [sql`${posts.bumpedAt} desc nulls last`, desc(posts.id)];
export const oldestFirst: SQL[] = [sql`${posts.bumpedAt} asc nulls first`, asc(posts.id)];

/** The ad has an active TOP service (top_until in the future). */
export const topActive: SQL = sql`(${posts.topUntil} is not null and ${posts.topUntil} > now())`;

const hasOpenReport: SQL = sql`exists (select 1 from ${postReports} where ${postReports.postId} = ${posts.id} and ${postReports.status} = 'open')`;

/** The id of the category with this URL slug (null, so nothing matches, when there is none). */
export const categoryIdOf = (logicalName: string): SQL =>
  sql`(select ${categories.id} from ${categories} where ${categories.logicalName} = ${logicalName})`;

/**
 * Ads of the category with this slug or of its subcategories, as a condition on posts.category_id so the
 * category indexes serve it (a condition on the joined category names could not use them).
 */
export function inCategory(logicalName: string): SQL {
  const id = categoryIdOf(logicalName);
  return sql`${posts.categoryId} in (${categoryAndChildren(id)})`;
}

const categoryAndChildren = (id: SQL) =>
  sql`select ${categories.id} from ${categories} where ${categories.id} = ${id} or ${categories.parentId} = ${id}`;

/**
 * inCategory for a search, as one array of ids. Written as `in (subquery)`, the planner joins the subcategories
 * and repeats the search's reads once per subcategory: at 1,000,000 ads 'šaldytuvas' in Namai ir buitis ANDed
 * the words' GIN bitmap with one subcategory's posts_category_id_status_idx entries 7 times (128 ms), and
 * 'automobilis' in Transportas sorted each subcategory's matches (1.8 s). With the array, each is read once:
 * 18 ms and 0.32 s (DECISIONS #147). Lists without a search keep the subquery form their plans were measured
 * with (DECISIONS #89).
 */
export function inCategoryIds(logicalName: string): SQL {
  return sql`${posts.categoryId} = any(array(${categoryAndChildren(categoryIdOf(logicalName))}))`;
}

/** The ads matching the filters and one of a search's alternatives, as a query of their ids. */
export const matchesOf = (db: Database, filters: SQL[], alternative: SQL) =>
  db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...filters, alternative));

/** The list's category and subcategory filters (none when it lists every category). */
export function categoryConditions(query: PostListQueryParsed): SQL[] {
  const conditions: SQL[] = [];
  if (query.categoryName) {
    conditions.push(query.searchKeyword?.trim() ? inCategoryIds(query.categoryName) : inCategory(query.categoryName));
  }
  if (query.subCategoryName) conditions.push(eq(posts.categoryId, categoryIdOf(query.subCategoryName)));
  return conditions;
}

/**
 * The conditions of a list target and its filters (not the search), and the saved-set order the favorites and
 * hidden targets list by unless a sort is asked for.
 */
export function filterConditions(
  viewer: UserRow | null,
  query: PostListQueryParsed,
): { conditions: SQL[]; savedOrder: SQL | undefined } {
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
      // The moderators' filters (PRODUCT.md §6) exist on this target only: anywhere else they are ignored, so no
      // other list (a guest's public one included) can single out the reported ads or one seller's.
      if (query.targetUserId) conditions.push(eq(posts.creatorId, query.targetUserId));
      // Ads someone reported and no moderator has resolved yet (the dashboard's queue); a deleted ad (its
      // owner's or a deleted account's) needs no moderation, as the overview's count says.
      if (query.onlyReported === 'true') conditions.push(hasOpenReport, sql`${posts.status} <> 'deleted'`);
      // Ads waiting for a moderator ('Laukia patikrinimo').
      if (query.onlyHeld === 'true') conditions.push(eq(posts.status, 'held'));
      break;
  }
  // Only the named ads: how a guest lists the favourites and hidden ads kept in the browser.
  if (query.postIds) conditions.push(inArray(posts.id, query.postIds));
  // One seller's ads (their page); the target's rule still decides which (public: what anyone may see).
  if (query.sellerId) conditions.push(eq(posts.creatorId, query.sellerId));
  conditions.push(...categoryConditions(query));
  if (query.minPrice !== undefined) conditions.push(gte(posts.priceCents, eurosToCents(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(posts.priceCents, eurosToCents(query.maxPrice)));
  if (query.postTypes && query.postTypes.length > 0) conditions.push(inArray(posts.postType, query.postTypes));
  // One settlement of the town's list (listPosts checks it is one, DECISIONS #111).
  if (query.location) conditions.push(locatedIn(query.location));
  // The subcategory's fields (PRODUCT.md §25): choices and ranges of attributes.
  if (query.attributes) conditions.push(...attributeConditions(query.attributes.fields, query.attributes.filters));
  return { conditions, savedOrder };
}
