import { envelopeSchema, failure, ok } from '@skelbimai/contract';
import * as z from 'zod';

// Routes answer with the contract's envelope; these are the response schemas that document it.
export { failure, ok };

/** The 200 response of a route whose data has this schema. */
export const okResponse = <T extends z.ZodType>(data: T) => envelopeSchema(data);

/** Any failure: data is null; messages are general, errors per property. */
export const failureResponse = envelopeSchema(z.null()).describe('Klaida: messages ir errors (pagal laukelį)');
