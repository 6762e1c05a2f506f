import type { AddFieldOptionRequest, Envelope, PostField } from '@skelbimai/contract';
import { isApiError, requestEnvelope } from '../../../api/index.ts';
import { errorMessages } from '../../../lib/contract.ts';

/**
 * The dashboard's additions to a subcategory's fields (administrators only, PRODUCT.md §25): a choice
 * (POST /api/categories/fields/{id}/options; with `parent`, a model under a make) or a field
 * (POST /api/categories/fields/{id}). Both answer the subcategory's fields as they now are, and a message.
 */
async function send(path: string, body: unknown) {
  const envelope = await requestEnvelope<Envelope<{ fields: PostField[] }>>(path, { method: 'POST', body });
  return { fields: envelope.data?.fields ?? [], message: envelope.messages[0] ?? '' };
}

export const addFieldOption = (subCategoryId: number, option: AddFieldOptionRequest) =>
  send(`/api/categories/fields/${subCategoryId}/options`, option);

export const addField = (subCategoryId: number, field: PostField) =>
  send(`/api/categories/fields/${subCategoryId}`, { field });

/**
 * A failed addition's messages: those of the form's own inputs under them (`shown`), the rest as a list; the
 * client's default message is left out once a field has its own.
 */
export function splitErrors(error: unknown, shown: readonly string[]) {
  if (!isApiError(error))
    return { fields: {} as Record<string, string>, general: error ? [errorMessages.clientOrServer] : [] };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [property, messages] of Object.entries(error.fieldErrors)) {
    const name = property.replace(/^field\./, '');
    if (shown.includes(name)) fields[name] = messages.join(' ');
    else rest.push(...messages);
  }
  const placed = Object.values(fields);
  const general = [...error.messages, ...rest].filter(
    (message) => !placed.includes(message) && !(placed.length > 0 && message === errorMessages.clientOrServer),
  );
  return { fields, general: [...new Set(general)] };
}
