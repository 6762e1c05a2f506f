import { useSyncExternalStore } from 'react';

/** Below 'md' (900 px) a dashboard table needs sideways scrolling, so phones and small tablets get cards. */
const narrowQuery = '(max-width: 899.98px)';

/** The query's list, or none where the environment has no matchMedia (jsdom). */
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(narrowQuery) : null);

function subscribe(onChange: () => void) {
  const list = mediaList();
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrower than 900 px. The server and the hydrating render say no (the table), so both
 * produce the same markup; React then renders again with the browser's answer.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList()?.matches ?? false,
    () => false,
  );
}
