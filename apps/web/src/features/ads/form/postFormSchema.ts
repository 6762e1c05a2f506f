import {
  type CreatePostRequest,
  createPostRequestSchema,
  type Post,
  type PostField,
  type PostType,
  pastedText,
  postLimits,
  postMessages,
  postTypes,
  priceEurosSchema,
  type UpdatePostRequest,
} from '@skelbimai/contract';
import * as z from 'zod';
import { tf } from '../../../messages/adForm.ts';
import { type AttributeFormValues, attributeErrors, attributeFormValues, toAttributes } from './attributeValues.ts';

export const priceModes = ['amount', 'negotiable', 'free'] as const;
export type PriceMode = (typeof priceModes)[number];

const contract = createPostRequestSchema.shape;

/** '12,50', '12.5', '1 200' → a number; anything else → null. */
export function parsePriceText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

/** 12.5 → '12,50', 120 → '120': how a Lithuanian would type it back. */
export function priceToText(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2).replace('.', ',');
}

const attributeFormValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The form's own values: selects and the price are text as typed, turned into the API's request on
 * submit. Every rule and message that the API also checks comes from the contract's schemas; the chosen
 * subcategory's fields (PRODUCT.md §25), which the form learns after the subcategory is picked, are checked by
 * the contract's checkAttributes against what `fieldsNow` answers at the time.
 */
export const makePostFormSchema = (fieldsNow: () => readonly PostField[]) =>
  z
    .object({
      title: contract.title,
      description: pastedText(postLimits.descriptionMax),
      categoryId: z.string(),
      subCategoryId: z.string().refine((value) => value !== '', postMessages.notSubCategory),
      postType: z.enum(postTypes),
      priceMode: z.enum(priceModes),
      price: z.string(),
      location: z.string().trim().max(postLimits.locationMax),
      contactPhone: z
        .string()
        .trim()
        .refine((value) => value === '' || contract.contactPhone.safeParse(value).success, postMessages.phoneFormat),
      // On the field itself, so its messages show even while another field is wrong.
      attributes: z.record(z.string(), attributeFormValue).superRefine((values, context) => {
        for (const error of attributeErrors(fieldsNow(), values)) {
          const key = error.property.slice('attributes.'.length);
          context.addIssue({ code: 'custom', path: [key], message: error.message });
        }
      }),
    })
    .superRefine((values, context) => {
      if (values.priceMode !== 'amount') return;
      const issue = (message: string) => context.addIssue({ code: 'custom', path: ['price'], message });
      if (values.price.trim() === '') return issue(tf.priceRequired);
      const euros = parsePriceText(values.price);
      if (euros === null) return issue(tf.priceNotNumber);
      const checked = priceEurosSchema.safeParse(euros);
      if (!checked.success) issue(checked.error.issues[0]?.message ?? tf.priceNotNumber);
    });

/** The form without a subcategory's fields (tests, and before the fields arrive). */
export const postFormSchema = makePostFormSchema(() => []);

export type PostFormValues = z.input<typeof postFormSchema>;

/** The fields that show their own messages; a server message for any other property joins the general list. */
export const adFormFields = [
  'title',
  'description',
  'categoryId',
  'subCategoryId',
  'postType',
  'price',
  'location',
  'contactPhone',
] as const;

/** The form's fields with the subcategory's own ('attributes.year'), so the API's messages land under them. */
export const adFormFieldsWith = (fields: readonly PostField[]) => [
  ...adFormFields,
  ...fields.map((field) => `attributes.${field.key}`),
];

export function emptyAdForm(location: string, contactPhone: string): PostFormValues {
  return {
    title: '',
    description: '',
    categoryId: '',
    subCategoryId: '',
    postType: 'sell' satisfies PostType,
    priceMode: 'amount',
    price: '',
    location,
    contactPhone,
    attributes: {},
  };
}

/**
 * The form holding everything `post` says but its pictures and phone: editing it, and a new ad like it
 * ('Įkelti panašų skelbimą' on a sold ad). A field an ad gains belongs here, so both carry it.
 */
export function adFormFromPost(post: Post, contactPhone: string): PostFormValues {
  return {
    title: post.title,
    description: post.description,
    categoryId: String(post.category.id),
    subCategoryId: String(post.subCategory.id),
    postType: post.postType,
    priceMode: post.price === null ? 'negotiable' : post.price === 0 ? 'free' : 'amount',
    price: post.price ? priceToText(post.price) : '',
    location: post.location,
    contactPhone,
    attributes: attributeFormValues(post.attributes ?? {}),
  };
}

function priceOf(values: PostFormValues): number | null {
  if (values.priceMode === 'free') return 0;
  if (values.priceMode === 'negotiable') return null;
  return parsePriceText(values.price);
}

/** The create request; an empty phone means 'no phone' (null), an empty place lets the server use the town. */
export function toCreateRequest(
  values: PostFormValues,
  pictureIds: string[],
  fields: readonly PostField[] = [],
): CreatePostRequest {
  return {
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    subCategoryId: Number(values.subCategoryId),
    postType: values.postType,
    price: priceOf(values),
    location: values.location.trim() || undefined,
    contactPhone: values.contactPhone.trim() || null,
    pictureIds,
    attributes: toAttributes(fields, values.attributes as AttributeFormValues),
  };
}

/**
 * The PATCH request with every field, so the ad ends up exactly as the form shows it. The phone is
 * left out when the form never knew it (its fetch failed) and nobody typed one.
 */
export function toUpdateRequest(
  id: number,
  values: PostFormValues,
  pictureIds: string[],
  includePhone: boolean,
  /** The subcategory's fields; unknown (their fetch failed) leaves the ad's values as they are. */
  fields?: readonly PostField[],
): UpdatePostRequest {
  // An emptied place stays as it was (the create request's blank means 'the town').
  const { pictureIds: _ids, contactPhone, attributes, ...rest } = toCreateRequest(values, pictureIds, fields);
  return {
    id,
    ...rest,
    ...(fields ? { attributes } : {}),
    ...(includePhone ? { contactPhone } : {}),
    pictureIds,
  };
}
