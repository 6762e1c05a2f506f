import { useEffect } from 'react';

/** The attribute on <html> that says the page's React tree is live (hydrated, or rendered in the browser). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks <html> once the app's effects run, i.e. after hydration committed: before that, a server-rendered
 * button is only HTML (the page's lazy parts, drawn on a visitor's action, are not part of it). End-to-end tests wait for
 * it after a full page load (e2e/tests/support/test.ts); it renders nothing, so the server's HTML and the
 * browser's first render stay the same.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
