import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { settleMockedFetches } from './fetchMock.ts';
import { setSessionHint } from './sessionHint.ts';

// findBy*/waitFor give up after 1 s by default; lazy route chunks and MUI transitions can take longer on a
// loaded 2-core CI machine. This is only an upper bound on waiting, never a timing assertion.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Most tests decide who is signed in by their myProfile answer: the browser they model holds the session
// marker (DECISIONS #60), so the app asks. Tests of a guest's first visit remove it.
beforeEach(() => {
  setSessionHint(true);
});

// Vitest does not enable globals here, so Testing Library's automatic cleanup must be wired by hand.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// Test files share a worker's loaded modules (vite.config.ts): what one file left running finishes before the next
// file's tests, and no stub or spy of one file reaches the next.
afterAll(async () => {
  await settleMockedFetches();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
