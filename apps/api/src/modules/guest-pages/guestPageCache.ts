import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedSharedFor, forgetVariantHere } from '../../http/sharedCache.ts';

const phoneAgent = /Mobi|Android|iPhone|iPod/i;

/** Whether the render lays the page out for a phone (a cached page is kept once per layout). */
export const isPhoneRequest = (request: FastifyRequest) => phoneAgent.test(request.headers['user-agent'] ?? '');

/** A page as it goes out: its status and either its HTML or where a guard sends the visitor. */
export type BuiltPage = { status: number; html: string } | { status: 302; location: string };

/** A 5xx page is not kept: the next visitor gets a new try. */
class UncachedPage extends Error {
  constructor(readonly page: BuiltPage) {
    super('page not kept');
  }
}

/**
 * The key a guest's page is kept under, or null when it must be built for this visitor alone (DECISIONS #115).
 * Kept: a GET without any cookie (no session, no device: nothing in the page is theirs) and without a query
 * string (a search's page counts a miss per visitor, and its variants are endless). The render differs by
 * layout only (the phone guess), so that is in the key; the visitor's address and browser are not used.
 */
export function guestPageKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.cookie || request.headers.authorization || request.url.includes('?')) return null;
  return variantOf(isPhoneRequest(request) ? 'phone' : 'wide', request.url);
}

const variantOf = (layout: 'phone' | 'wide', url: string) => `${layout} ${url}`;

/**
 * Forgets this process's copies of the page at `path` (both layouts): after a view of an ad is counted, the
 * person who reloads it sees the count their view made, not the copy from before it.
 */
export function forgetGuestPage(app: FastifyInstance, path: string): void {
  for (const layout of ['phone', 'wide'] as const) forgetVariantHere(app.db, 'guestPages', variantOf(layout, path));
}

/**
 * The page from the shared cache (sharedCache.ts 'guestPages': at most SHARED_CACHE_TTL_MS old, forgotten by
 * every write that forgets a shared answer, ad writes included), or `build()`'s. Guests asking for the same
 * page at once share one build.
 */
export async function cachedGuestPage(
  app: FastifyInstance,
  key: string,
  build: () => Promise<BuiltPage>,
): Promise<BuiltPage> {
  try {
    return await cachedSharedFor(app.db, 'guestPages', key, async () => {
      const page = await build();
      if (page.status >= 500) throw new UncachedPage(page);
      return page;
    });
  } catch (error) {
    if (error instanceof UncachedPage) return error.page;
    throw error;
  }
}
