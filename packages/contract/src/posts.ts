import * as z from 'zod';
import { type PostAttributes, type PostFact, postAttributesRequestSchema, postFactSchema } from './attributes.ts';
import { blankToUndefined, boundedText, bounds, dbId, pageQuery, pastedText, userIdText } from './bounds.ts';
import { type CategoryRef, categoryRefSchema } from './categories.ts';
import { type listTargets, type PostType, postTypes, searchFilterTypes } from './constants.ts';
import { type PersonRef, personRefSchema } from './people.ts';
import { postIdsQuerySchema } from './saved.ts';
import { type StatisticsTotals, statisticsTotalsSchema } from './statistics.ts';
import { sellerIdSchema } from './users.ts';

/** 'sold': 'Parduota', out of every public list; its page answers for limits.soldPageDays, then 410. */
export const postStatusValues = ['active', 'expired', 'blocked', 'deleted', 'sold', 'held'] as const;
export type PostStatusValue = (typeof postStatusValues)[number];

/** newest (default, by bumpedAt), oldest, priceAsc, priceDesc, relevance (default while a keyword is searched). */
export const postSorts = ['newest', 'oldest', 'priceAsc', 'priceDesc', 'relevance'] as const;
export type PostSort = (typeof postSorts)[number];

/**
 * List targets the API serves (all of constants.listTargets). 'public' leaves out the signed-in viewer's
 * hidden ads; 'favorites' and 'hidden' are the signed-in viewer's sets, newest-saved first by default.
 */
export const servedListTargets = [
  'public',
  'my',
  'favorites',
  'hidden',
  'admin',
] as const satisfies readonly (typeof listTargets)[number][];

export const postLimits = {
  titleMin: 5,
  titleMax: 100,
  descriptionMax: 5000,
  locationMax: 100,
  /** 10 000 000 € = 10^9 cents, inside PostgreSQL's integer. */
  priceMaxEuros: 10_000_000,
} as const;

export const postMessages = {
  priceDecimals: 'Kaina gali turėti ne daugiau kaip 2 skaitmenis po kablelio.',
  notSubCategory: 'Pasirinkite subkategoriją.',
  phoneFormat: 'Netinkamas tel. numeris.',
  blocked: 'Jūsų paskyra užblokuota, skelbti negalima.',
  notFound: 'Skelbimas nerastas.',
} as const;

/** Euros with at most two decimals, or null for 'Sutartinė'; 0 is 'Nemokamai'. */
export const priceEurosSchema = z
  .number()
  .min(0)
  .max(postLimits.priceMaxEuros)
  .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, postMessages.priceDecimals);

const phoneSchema = boundedText(30).regex(/^\+?[0-9][0-9 -]{6,18}$/, postMessages.phoneFormat);

/** A stored picture of an ad: large (at most 1600 px) and thumbnail (at most 400 px) WebP. */
export const postPictureSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PostPicture = z.infer<typeof postPictureSchema>;

/** Multipart field of POST /api/posts/UploadPicture (as the profile picture's PictureFile). */
export const POST_PICTURE_FIELD = 'PictureFile';

/**
 * The ad's pictures in order (the first is the cover): ids of pictures uploaded by the same user through
 * POST /api/posts/UploadPicture. On update the list replaces the ad's pictures: missing ones are deleted.
 */
const pictureIdsSchema = z.array(z.uuid()).max(100);

export const createPostRequestSchema = z.object({
  title: pastedText(postLimits.titleMax).min(postLimits.titleMin),
  description: pastedText(postLimits.descriptionMax).default(''),
  subCategoryId: dbId(),
  postType: z.enum(postTypes),
  price: priceEurosSchema.nullable().default(null),
  /** Defaults to the town. */
  location: boundedText(postLimits.locationMax).optional(),
  /** Defaults to the account's phone. */
  contactPhone: phoneSchema.nullable().optional(),
  pictureIds: pictureIdsSchema.default([]),
  /** The subcategory's field values (PRODUCT.md §25); checked by checkAttributes, errors on attributes.<key>. */
  attributes: postAttributesRequestSchema.default({}),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** PATCH: the id and only the fields that change. */
export const updatePostRequestSchema = z.object({
  id: dbId(),
  title: pastedText(postLimits.titleMax).min(postLimits.titleMin).optional(),
  description: pastedText(postLimits.descriptionMax).optional(),
  subCategoryId: dbId().optional(),
  postType: z.enum(postTypes).optional(),
  price: priceEurosSchema.nullable().optional(),
  location: boundedText(postLimits.locationMax).optional(),
  contactPhone: phoneSchema.nullable().optional(),
  pictureIds: pictureIdsSchema.optional(),
  /** Replaces the ad's field values; a changed subcategory checks them against its own fields. */
  attributes: postAttributesRequestSchema.optional(),
});
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;

/** postTypes as a comma list ('sell,buy') or repeated (?postTypes=sell&postTypes=buy). */
const postTypesQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(postTypes)));

/** A price filter in euros: 0..the largest price an ad may have (so its cents fit an integer column). */
const optionalPrice = z.preprocess(blankToUndefined, z.coerce.number().min(0).max(postLimits.priceMaxEuros).optional());
/** A one-word query value (a category's logicalName): bounded, no control characters. */
const shortQueryText = boundedText(bounds.shortText).optional();

export const postListQuerySchema = z.object({
  categoryName: shortQueryText,
  subCategoryName: shortQueryText,
  sort: z.preprocess(blankToUndefined, z.enum(postSorts).optional()),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  postTypes: postTypesQuery.optional(),
  listTarget: z.preprocess(blankToUndefined, z.enum(servedListTargets).default('public')),
  searchKeyword: boundedText(bounds.keyword).optional(),
  /** One settlement of the town's list (siteInfo.places): ads located there (DECISIONS #111). */
  location: z.preprocess(blankToUndefined, boundedText(postLimits.locationMax).optional()),
  searchFilterType: z.preprocess(blankToUndefined, z.enum(searchFilterTypes).default('all')),
  targetUserId: z.preprocess(blankToUndefined, userIdText().pipe(z.uuid()).optional()),
  /** One seller's ads (their public page); with the public target only what anyone may see. */
  sellerId: z.preprocess(blankToUndefined, sellerIdSchema.optional()),
  onlyReported: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  /** Admin target only: held ads ('Laukia patikrinimo'). */
  onlyHeld: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  /** 1-based; without it the answer is the non-paged form ({ posts }). */
  page: pageQuery(),
  /** Only these ads (comma list, at most 100): a guest lists the sets kept in the browser this way. */
  postIds: z.preprocess(blankToUndefined, postIdsQuerySchema.optional()),
});
export type PostListQuery = z.input<typeof postListQuerySchema>;

/** The seller as anyone sees them: 'Vardas P.' (names.ts displayName) and the picture, never the full name. */
export interface PostSeller {
  id: string;
  displayName: string | null;
  pictureUrl: string | null;
  memberSince: string;
}

/** An ad as the API gives it. Dates are ISO strings; price in euros (null 'Sutartinė', 0 'Nemokamai'). */
export interface Post {
  id: number;
  creatorId: string | null;
  title: string;
  description: string;
  price: number | null;
  /**
   * 'Kaina sumažinta': the lowest price of the 14 days before a drop made in the last 14 days, in euros, shown
   * struck through; null (or absent) when the price has not fallen so.
   */
  previousPrice?: number | null;
  postType: PostType;
  category: CategoryRef;
  subCategory: CategoryRef;
  categoryName: string;
  subCategoryName: string;
  location: string;
  status: PostStatusValue;
  /** 'Rezervuota': a badge; the ad stays listed. */
  reserved: boolean;
  /** When it was marked 'Parduota' (status sold), else null. */
  soldAt: string | null;
  /** Why a moderator blocked the ad (status blocked) or why it is held (status held), shown to its owner; null otherwise. */
  blockedReason?: string | null;
  createdAt: string;
  updatedAt: string;
  bumpedAt: string;
  expiresAt: string;
  viewCount: number;
  /** In order; the first is the cover. */
  pictureUploads: PostPicture[];
  /** Paid promotion active now (PRODUCT.md §3 'Advert service'). */
  promotion: PostPromotion;
  /** Empty except in listTarget=admin, where the items are AdminPostReport (admin.ts), newest first. */
  postReports: unknown[];
  seller: PostSeller | null;
  /** The field values (PRODUCT.md §25), as stored. */
  attributes: PostAttributes;
  /** The same, labelled and formatted in field order (postFacts): the ad page's table; onCard ones on the card. */
  facts: PostFact[];
  /** Only in the moderators' list (listTarget=admin): the owner's name and e-mail. */
  owner?: PersonRef | null;
  /** Only in the owner's list (listTarget=my): the ad's totals so far. */
  statistics?: StatisticsTotals;
}

export interface PostPromotion {
  /** First in its lists. */
  top: boolean;
  /** A coloured card. */
  highlighted: boolean;
  /** In the home page showcase. */
  showcase: boolean;
  /** The 'Skubu' badge. */
  urgent: boolean;
}

export const postPromotionSchema = z.object({
  top: z.boolean(),
  highlighted: z.boolean(),
  showcase: z.boolean(),
  urgent: z.boolean(),
});

export const postSchema = z.object({
  id: z.number().int(),
  creatorId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  previousPrice: z.number().nullable().optional(),
  postType: z.enum(postTypes),
  category: categoryRefSchema,
  subCategory: categoryRefSchema,
  categoryName: z.string(),
  subCategoryName: z.string(),
  location: z.string(),
  status: z.enum(postStatusValues),
  reserved: z.boolean(),
  soldAt: z.string().nullable(),
  blockedReason: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  bumpedAt: z.string(),
  expiresAt: z.string(),
  viewCount: z.number().int(),
  pictureUploads: z.array(postPictureSchema),
  promotion: postPromotionSchema,
  postReports: z.array(z.unknown()),
  seller: z
    .object({
      id: z.string(),
      displayName: z.string().nullable(),
      pictureUrl: z.string().nullable(),
      memberSince: z.string(),
    })
    .nullable(),
  attributes: z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string()), z.boolean()])),
  facts: z.array(postFactSchema),
  /** The moderators' list only: who owns the ad, by name and e-mail. */
  owner: personRefSchema.nullable().optional(),
  statistics: statisticsTotalsSchema.optional(),
}) satisfies z.ZodType<Post>;

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPageCount: z.number().int(),
  totalCount: z.number().int(),
  /**
   * True when more matched than the server counts (10,000; a search 1,000): totalCount is then that cap, shown
   * as "10 000+" ("1 000+").
   */
  totalCountCapped: z.boolean().optional(),
});

/**
 * GET /api/posts/single/{id} of an ad that existed but is no longer shown (deleted, expired, blocked): the 410
 * answer's data. Only what its page may still say: which ad it was and where to look for others like it. The
 * title is null for a blocked ad (a moderator's or a blocked seller's): its words may be why it went.
 */
export const goneAdSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  category: categoryRefSchema,
  subCategory: categoryRefSchema,
});
export type GoneAd = z.infer<typeof goneAdSchema>;

/** GET /api/posts/phone/{id}: the seller's number, given only on request (rate-limited). */
export const postPhoneSchema = z.object({ phone: z.string().nullable() });
export type PostPhone = z.infer<typeof postPhoneSchema>;

/** POST /api/posts/MarkReserved (owner only): 'Rezervuota' on or off; the ad stays listed. */
export const markReservedRequestSchema = z.object({ postId: dbId(), reserved: z.boolean() });
export type MarkReservedRequest = z.input<typeof markReservedRequestSchema>;

/** POST /api/posts/MarkSold (owner only): 'Parduota'; out of every public list at once, for good. */
export const markSoldRequestSchema = z.object({ postId: dbId() });
export type MarkSoldRequest = z.input<typeof markSoldRequestSchema>;
