import { useEffect } from 'react';
import { sectionsHydrated } from '../lib/hydrationTurns.ts';

/** The attribute on <html> that says the page's React tree is live (hydrated, or rendered in the browser). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks <html> once the app's effects run, i.e. after hydration committed, and every section hydrated in its
 * turn (HydrateInTurn) is live: before that, a server-rendered button is only HTML. End-to-end tests wait for
 * it after a full page load (e2e/tests/support/test.ts); it renders nothing, so the server's HTML and the
 * browser's first render stay the same.
 */
export function HydratedMarker() {
  useEffect(() => {
    void sectionsHydrated().then(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''));
  }, []);
  return null;
}
