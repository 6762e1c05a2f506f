import { envelopeSchema, failure, goneAdSchema, limits, ok } from '@skelbimai/contract';
import * as z from 'zod';

// Routes answer with the contract's envelope; these are the response schemas that document it.
export { failure, ok };

/** The 200 response of a route whose data has this schema. */
export const okResponse = <T extends z.ZodType>(data: T) => envelopeSchema(data);

/** Any failure: data is null; messages are general, errors per property. */
export const failureResponse = envelopeSchema(z.null()).describe('Klaida: messages ir errors (pagal laukelį)');

/** 410 of an ad that existed and is no longer shown: data says which it was and where others like it are. */
export const goneResponse = envelopeSchema(goneAdSchema).describe('Skelbimas nebegalioja: pavadinimas ir kategorija');

/**
 * One page of a paged list (PRODUCT.md §7: data plus pagination.totalPageCount), 20 a page. `totalCountCapped`:
 * more matched than were counted, so totalCount is a lower bound (DECISIONS #64); only said when true.
 */
export function okPage<T>(items: T[], page: number, totalCount: number, totalCountCapped = false) {
  return {
    ...ok(items),
    pagination: {
      page,
      pageSize: limits.pageSize,
      totalPageCount: Math.max(1, Math.ceil(totalCount / limits.pageSize)),
      totalCount,
      ...(totalCountCapped ? { totalCountCapped: true } : {}),
    },
  };
}
