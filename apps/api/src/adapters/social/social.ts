import type { SocialNetwork } from '@skelbimai/contract';

/** What a provider vouches for once it has verified an access token. Nothing here comes from the browser. */
export interface SocialProfile {
  network: SocialNetwork;
  /** Google's `sub` or Facebook's app-scoped user id. */
  providerId: string;
  /** Lower-cased, and only when the provider says the address is verified; otherwise null. */
  email: string | null;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The provider's profile picture (null when the provider has none or only a placeholder). */
  pictureUrl: string | null;
}

export interface SocialVerifier {
  readonly network: SocialNetwork;
  /** Verifies the token with the provider's own endpoints; throws SocialTokenError or SocialProviderError. */
  verify(accessToken: string): Promise<SocialProfile>;
}

/** The token is unknown, forged, expired or issued to another app: the sign-in is refused (401). */
export class SocialTokenError extends Error {
  override name = 'SocialTokenError';
}

/** The provider could not be asked (network failure, timeout, 5xx, an answer of an unexpected shape): 503. */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError';
}

const REQUEST_TIMEOUT_MS = 8000;

export interface JsonAnswer {
  status: number;
  json: unknown;
}

/** GET a provider endpoint and read its JSON; network failures and timeouts become SocialProviderError. */
export async function getJson(url: string, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SocialProviderError(`request failed: ${(error as Error).message}`);
  }
  if (response.status >= 500) throw new SocialProviderError(`provider answered ${response.status}`);
  const text = await response.text();
  try {
    return { status: response.status, json: text ? JSON.parse(text) : null };
  } catch {
    throw new SocialProviderError(`provider answered ${response.status} with a body that is not JSON`);
  }
}

/** Joins a configured base URL (with or without a trailing slash) and a path. */
export const endpoint = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** A trimmed, non-empty string or null. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
