import { type Category, categorySchema, envelopeSchema } from '@skelbimai/contract';
import * as z from 'zod';
import { ok } from '../../http/envelope.ts';

// PRODUCT.md §7 names the answer `categories`; `data` carries the same tree, as the web and older clients read it
// (DECISIONS #28).
export const treeResponse = envelopeSchema(z.array(categorySchema)).extend({ categories: z.array(categorySchema) });

/** GET /api/categories/get's answer; the server render writes the same one into a page's state (pages.service). */
export const treeAnswer = (tree: Category[]) => ({ ...ok(tree), categories: tree });
