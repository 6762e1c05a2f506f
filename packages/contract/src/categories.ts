import * as z from 'zod';
import { type PostField, postFieldSchema } from './attributes.ts';

export interface CategoryRef {
  id: number;
  name: string;
  logicalName: string;
}

/** A category as GET /api/categories/get gives it: main categories with their subcategories. */
export interface Category extends CategoryRef {
  parentCategory: CategoryRef | null;
  childCategories: Category[];
  /** Active, visible ads; a main category's count includes its subcategories (PRODUCT.md §3). */
  postCount: number;
  text: string;
  /** Material icon name (PRODUCT.md §3: main categories 100..700 have icons). */
  icon: string | null;
  /** CSS colour of a main category; subcategories inherit their parent's. */
  color: string | null;
  /** A subcategory's fields (PRODUCT.md §25), in form order; a main category has none. */
  fields: PostField[];
}

export const categoryRefSchema = z.object({ id: z.number(), name: z.string(), logicalName: z.string() });
export const categorySchema: z.ZodType<Category> = categoryRefSchema.extend({
  parentCategory: categoryRefSchema.nullable(),
  childCategories: z.array(z.lazy(() => categorySchema)),
  postCount: z.number().int(),
  text: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  fields: z.array(postFieldSchema),
});

const lithuanianLetters: Record<string, string> = {
  ą: 'a',
  č: 'c',
  ę: 'e',
  ė: 'e',
  į: 'i',
  š: 's',
  ų: 'u',
  ū: 'u',
  ž: 'z',
};

/** An ASCII URL slug: 'Komercinės patalpos' becomes 'komercines-patalpos'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąčęėįšųūž]/g, (ch) => lithuanianLetters[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
