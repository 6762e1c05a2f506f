import { vi } from 'vitest';

/**
 * Stubs matchMedia so MUI's breakpoint queries answer like a phone's (every max-width query matches). The test
 * file undoes it with `vi.unstubAllGlobals()` after each test.
 */
export function phoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
