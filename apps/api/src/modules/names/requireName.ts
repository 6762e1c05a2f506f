import { hasName, nameMessages } from '@skelbimai/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/**
 * An ad or a new conversation names its author to others, so an account without a name is refused on
 * 'firstName' (PRODUCT.md §26; decision 0088): the web asks 'Kaip jus vadinti?' first, and a client that skips the
 * question gets this answer instead.
 */
export function requireName(user: UserRow): void {
  if (hasName(user)) return;
  throw AppError.badRequest(nameMessages.firstNameMissing, [
    { property: 'firstName', errors: [nameMessages.firstNameMissing] },
  ]);
}
