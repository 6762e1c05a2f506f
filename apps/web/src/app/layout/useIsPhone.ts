import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether the server guessed a phone from the User-Agent (entry-server.tsx). A server-rendered page's first
 * browser render must match the server's HTML, so while hydrating the media queries answer this guess and
 * switch to the real width right after; a page rendered only in the browser reads the real width at once.
 */
export const PhoneGuessContext = createContext(false);

// MUI's `down()` queries, which end 0.05 px below the breakpoint.
const phoneQuery = '(max-width: 599.95px)';
const narrowQuery = '(max-width: 899.95px)';

// A browser without matchMedia (a test's DOM) keeps the guess, as MUI's useMediaQuery did.
const canMatch = () => typeof window.matchMedia === 'function';

function useMediaQuery(query: string, serverGuess: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (canMatch() ? window.matchMedia(query).matches : serverGuess),
    // The server's render and the hydrating one: the guess.
    () => serverGuess,
  );
}

/** True below the 'sm' breakpoint (600 px). One rendered variant at a time keeps accessible names unique. */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneQuery, useContext(PhoneGuessContext));
}

/** True below the 'md' breakpoint (900 px): the toolbar's new-ad button shrinks to an icon to leave the search bar room. */
export function useIsNarrow(): boolean {
  return useMediaQuery(narrowQuery, useContext(PhoneGuessContext));
}
