import type { FieldError } from '@skelbimai/contract';
import { errorMessages } from '../lib/contract.ts';

/** Per-field messages keyed by the form property (emailOrPhone, password, newEmail, ...). */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call ends up as this one error type, whatever went wrong (PRODUCT.md §8): the form
 * shows `messages` as a general list and `fieldErrors[prop]` under the matching field.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS, aborted). */
  readonly status: number;
  /** General messages; never empty, so there is always something to show. */
  readonly messages: string[];
  readonly fieldErrors: FieldErrors;
  /** The envelope's data of a failure that has something to show (a gone ad's title and category), else null. */
  readonly data: unknown;

  constructor(status: number, messages: string[], fieldErrors: FieldErrors = {}, data: unknown = null) {
    const general = messages.length > 0 ? messages : [errorMessages.clientOrServer];
    super(general.join(' '));
    this.status = status;
    this.messages = general;
    this.fieldErrors = fieldErrors;
    this.data = data;
  }

  /** The messages for one field, or an empty list. */
  fieldMessages(property: string): string[] {
    return this.fieldErrors[property] ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A body is an envelope when it says whether it succeeded; the other keys may be missing. */
export interface LooseEnvelope {
  succeeded: boolean;
  data?: unknown;
  messages?: unknown;
  errors?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

export function isEnvelope(body: unknown): body is LooseEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as LooseEnvelope).succeeded === 'boolean';
}

/** Builds the ApiError for a failed answer from whatever JSON (or nothing) the server sent. */
export function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError(status, []);
  const record = body as Record<string, unknown>;
  const general = toStrings(record.messages);
  // Fastify's and proxies' own error bodies carry a single `message`; use it when nothing better exists.
  if (general.length === 0 && typeof record.message === 'string' && record.message.trim()) {
    general.push(record.message);
  }
  const { fields, unnamed } = normalizeFieldErrors(record.errors);
  return new ApiError(status, [...general, ...unnamed], fields, record.data ?? null);
}

/**
 * PRODUCT.md §3 allows errors as a list of { property, errors } or as a map keyed by property.
 * Property names are lower-camel-cased ('EmailOrPhone' → 'emailOrPhone') so they match form fields;
 * errors without a property join the general messages.
 */
export function normalizeFieldErrors(errors: unknown): { fields: FieldErrors; unnamed: string[] } {
  const fields: FieldErrors = {};
  const unnamed: string[] = [];
  const add = (property: unknown, value: unknown) => {
    const texts = toStrings(value);
    if (texts.length === 0) return;
    const key = typeof property === 'string' ? lowerFirst(property.trim()) : '';
    if (!key) {
      unnamed.push(...texts);
      return;
    }
    fields[key] = [...(fields[key] ?? []), ...texts];
  };
  if (Array.isArray(errors)) {
    for (const item of errors as Array<Partial<FieldError> | string>) {
      if (typeof item === 'string') unnamed.push(item);
      else if (item && typeof item === 'object') add(item.property, item.errors);
    }
  } else if (errors && typeof errors === 'object') {
    for (const [property, value] of Object.entries(errors)) add(property, value);
  }
  return { fields, unnamed };
}

function toStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
