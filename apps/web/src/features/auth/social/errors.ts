import { isApiError } from '../../../api/index.ts';
import { errorMessages } from '../../../lib/contract.ts';
import { SocialSignInError } from './loadScript.ts';

/**
 * What to tell the person after a failed social sign-in (PRODUCT.md §8): nothing for a closed popup,
 * 'Nepavyko gauti tokeno iš facebook.' for a missing token, the server's own messages for a refused
 * sign-in, and 'Įvyko nežinoma klaida.' for anything else.
 */
export function socialErrorMessage(error: unknown): string | null {
  if (error instanceof SocialSignInError) {
    if (error.reason === 'closed') return null;
    if (error.reason === 'noToken') return errorMessages.facebookToken;
    return errorMessages.unknown;
  }
  if (isApiError(error)) return error.messages.join(' ');
  return errorMessages.unknown;
}
