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
  const answerOf = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (!answer) return new Response('{"succeeded":false,"messages":[],"errors":[]}', { status: 404 });
    if (typeof answer === 'function') return answer(url);
    const text = answer.raw ?? JSON.stringify(answer.body ?? null);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  const spy = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const answered = answerOf(input);
    inFlight.add(answered);
    const forget = () => inFlight.delete(answered);
    answered.then(forget, forget);
    return answered;
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Answers handed out and not yet settled, across the test file's tests. */
const inFlight = new Set<Promise<Response>>();

/**
 * Waits for the answers a test file's screens asked for and did not wait for, and for the code that awaited
 * them, so that code does not run (and log) during the next file's tests: test files share a worker's modules
 * and run back to back (vite.config.ts, `isolate: false`). An answer a test keeps pending on purpose is waited
 * for at most `patienceMs`, an upper bound and not a pause: the wait ends as soon as the answers settle.
 */
export async function settleMockedFetches(patienceMs = 1000): Promise<void> {
  if (inFlight.size > 0) {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const patience = new Promise<void>((resolve) => {
      giveUp = setTimeout(resolve, patienceMs);
    });
    await Promise.race([Promise.allSettled([...inFlight]), patience]);
    clearTimeout(giveUp);
    inFlight.clear();
  }
  // One macrotask: the promise chains that awaited the answers (parsing, a query's catch) run before it.
  await new Promise((resolve) => setTimeout(resolve, 0));
}
