import { errorMessages } from '../lib/contract.ts';
import { isApiError } from './index.ts';

/** The server's messages of a failed call, as one line for a snackbar's '{error}'. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.messages.join(' ');
  return errorMessages.clientOrServer;
}
