import type { Envelope } from '@skelbimai/contract';
import { ApiError, errorFromBody, isEnvelope } from './errors.ts';

/** Query values; undefined, null and '' are left out so optional filters vanish from the URL. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData (picture uploads) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** The browser's fetch; the server renderer answers the same calls in-process (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Replaces how requests are sent: only the server's render does this, once, at start. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * The one fetch of the app. It always asks for Lithuanian (PRODUCT.md §1) and sends cookies only to
 * our own origin, and it resolves only with a successful envelope: every other outcome, from a
 * dropped connection to `succeeded: false` inside a 200, rejects with an ApiError.
 */
export async function requestEnvelope<E extends Envelope<unknown> = Envelope<unknown>>(
  path: string,
  options: RequestOptions = {},
): Promise<E> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'lt-LT' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // Let TanStack Query see its own cancellations as aborts, not as server failures.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, []);
  }

  const parsed = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, parsed.ok ? parsed.value : undefined);
  // 204 No Content (e.g. a logout) is a success without data.
  if (parsed.empty) return { succeeded: true, data: null, messages: [], errors: [] } as unknown as E;
  // A 2xx that is not an envelope is most likely the SPA's index.html for a mistyped API path.
  if (!parsed.ok || !isEnvelope(parsed.value)) throw new ApiError(response.status, []);
  if (!parsed.value.succeeded) throw errorFromBody(response.status, parsed.value);
  const envelope = parsed.value;
  return {
    ...envelope,
    data: envelope.data ?? null,
    messages: Array.isArray(envelope.messages) ? envelope.messages : [],
    errors: Array.isArray(envelope.errors) ? envelope.errors : [],
  } as E;
}

/** The envelope's data of a successful call. */
export async function request<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await requestEnvelope<Envelope<T>>(path, options);
  return envelope.data as T;
}

type ReadResult = { ok: true; empty: boolean; value: unknown } | { ok: false; empty: boolean };

async function readJson(response: Response): Promise<ReadResult> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false, empty: false };
  }
  if (text.trim() === '') return { ok: false, empty: true };
  try {
    return { ok: true, empty: false, value: JSON.parse(text) };
  } catch {
    return { ok: false, empty: false };
  }
}

/** Shorthands; bodies and queries are optional, as most calls need neither. */
export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body: body ?? {}, signal }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};
