import * as z from 'zod';

/** A per-property error list, as PRODUCT.md §3 'Error body' describes. */
export const fieldErrorSchema = z.object({ property: z.string(), errors: z.array(z.string()) });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every API answer has this shape: { succeeded, data, messages, errors }. */
export interface Envelope<T> {
  succeeded: boolean;
  data: T | null;
  messages: string[];
  errors: FieldError[];
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    succeeded: z.boolean(),
    data: data.nullable(),
    messages: z.array(z.string()),
    errors: z.array(fieldErrorSchema),
  });

/** A paged list answer: data plus pagination.totalPageCount (PRODUCT.md §3). */
export interface Paged<T> extends Envelope<T[]> {
  pagination: {
    page: number;
    pageSize: number;
    totalPageCount: number;
    totalCount: number;
    totalCountCapped?: boolean;
  };
}

export function ok<T>(data: T, messages: string[] = []): Envelope<T> {
  return { succeeded: true, data, messages, errors: [] };
}

export function failure(messages: string[], errors: FieldError[] = []): Envelope<null> {
  return { succeeded: false, data: null, messages, errors };
}
