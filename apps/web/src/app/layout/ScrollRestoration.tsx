import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { sessionStore } from '../../lib/storage.ts';

const STORAGE_KEY = 'skelbimai.scrollPositions';

function savedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStore.get(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * What the data router's <ScrollRestoration> did, for the declarative router (decision 0093): a new page opens
 * at its top (or at its #hash), Back and Forward return to where the visitor was on that entry, also after a
 * reload (kept in sessionStorage when the page is left).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(null);
  // The entry a tab opened with has no key of its own ('default'): another address opened in the tab later
  // would have it too, so its position goes with its address.
  const key = location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
  const currentKey = useRef(key);
  const first = useRef(true);

  useEffect(() => {
    positions.current ??= savedPositions();
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      sessionStore.set(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    positions.current ??= savedPositions();
    const saved = positions.current[key];
    const isFirst = first.current;
    first.current = false;
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first address keeps where the browser put it (the top, or the #hash it scrolled to).
    if (isFirst) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, location.hash, navigationType]);

  return null;
}
