import * as z from 'zod';
import { blankToUndefined, boundedText, bounds } from './bounds.ts';

/**
 * A person as the dashboard names them: their name and e-mail, not a bare id, so an administrator
 * recognises who paid, ordered, acted or resolved. Either may be null (an account without a name, a
 * phone-only account, a deleted account).
 */
export const personRefSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * The dashboard lists' `user` filter: part of a person's name or e-mail, any letter case (payments and
 * orders: the payer or buyer; the audit log: who acted or whom it was about).
 */
export const personFilterQuery = () => z.preprocess(blankToUndefined, boundedText(bounds.keyword).optional());
