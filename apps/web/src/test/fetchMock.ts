import { vi } from 'vitest';
import { categories, siteInfo } from './fixtures.ts';

/** A fixed answer, or a function of the request's URL (its query: answers that differ by it, or arrive late). */
export type MockAnswer = { status?: number; body?: unknown; raw?: string } | ((url: URL) => Promise<Response>);

const ok = (data: unknown) => ({ body: { succeeded: true, data, messages: [], errors: [] } });
export const unauthorized: MockAnswer = {
  status: 401,
  body: { succeeded: false, data: null, messages: ['Prisijunkite.'], errors: [] },
};

/** The start-up calls of the app, answered as a signed-out visitor sees them. */
export const startupAnswers = (profile: MockAnswer = unauthorized): Record<string, MockAnswer> => ({
  '/api/settings/get': ok(siteInfo),
  '/api/categories/get': ok(categories),
  '/api/auth/myProfile': profile,
});

export const envelopeOf = ok;

/**
 * Replaces global fetch with a table of answers keyed by path (query ignored). Unit tests only:
 * end-to-end tests run against the real API.
 */
export function mockFetch(answers: Record<string, MockAnswer>) {
  const spy = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (!answer) return new Response('{"succeeded":false,"messages":[],"errors":[]}', { status: 404 });
    if (typeof answer === 'function') return answer(url);
    const text = answer.raw ?? JSON.stringify(answer.body ?? null);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
