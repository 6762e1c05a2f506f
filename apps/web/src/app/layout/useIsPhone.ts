import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext } from 'react';

/**
 * Whether the server guessed a phone from the User-Agent (entry-server.tsx). A server-rendered page's first
 * browser render must match the server's HTML, so while hydrating the media queries answer this guess and
 * switch to the real width right after; a page rendered only in the browser reads the real width at once.
 */
export const PhoneGuessContext = createContext(false);

/** True below the 'sm' breakpoint (600 px). One rendered variant at a time keeps accessible names unique. */
export function useIsPhone(): boolean {
  const guess = useContext(PhoneGuessContext);
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { defaultMatches: guess });
}

/** True below the 'md' breakpoint (900 px): the toolbar's new-ad button shrinks to an icon to leave the search bar room. */
export function useIsNarrow(): boolean {
  const guess = useContext(PhoneGuessContext);
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { defaultMatches: guess });
}
