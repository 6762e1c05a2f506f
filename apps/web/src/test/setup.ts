import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout; ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Vitest does not enable globals here, so Testing Library's automatic cleanup must be wired by hand.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
