import { isApiError } from '../../api/index.ts';
import { errorMessages } from '../../lib/contract.ts';

export interface ReportErrors {
  general: string[];
  reasonId: string[];
  comment: string[];
}

/**
 * A failed report as the dialog shows it: the server's messages, per field where it names one. When the
 * server said nothing the report module's own fallback 'Įvyko klaida.' is shown (PRODUCT.md §8).
 */
export function reportErrorsOf(error: unknown): ReportErrors {
  if (!isApiError(error)) return { general: [errorMessages.reportFallback], reasonId: [], comment: [] };
  const { reasonId = [], comment = [], ...others } = error.fieldErrors;
  const saidNothing = error.messages.length === 1 && error.messages[0] === errorMessages.clientOrServer;
  // A message the server also gave for a field is shown under that field only.
  const underFields = new Set([...reasonId, ...comment]);
  const general = [...(saidNothing ? [] : error.messages), ...Object.values(others).flat()].filter(
    (message) => !underFields.has(message),
  );
  if (general.length === 0 && reasonId.length === 0 && comment.length === 0) general.push(errorMessages.reportFallback);
  return { general, reasonId, comment };
}
