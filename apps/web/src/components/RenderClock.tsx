import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { afterHydration } from './HydrateInTurn.tsx';

const RenderClockContext = createContext<number | undefined>(undefined);

/**
 * The time a server-rendered page was rendered at, until the browser has hydrated it (every section): texts
 * that depend on the clock ('prieš 5 min.', the footer's year) must read the same in the server's HTML and the
 * browser's first render, or React reports a hydration mismatch. After hydration the real clock takes over, as a
 * transition: the re-render of every card and the footer then yields to the browser instead of running as one
 * long task right after hydration (an update from a passive effect is otherwise rendered without yielding).
 */
export function RenderClockProvider({ now, children }: { now?: number; children: ReactNode }) {
  const [frozen, setFrozen] = useState(now);
  // Once every section has hydrated (components/HydrateInTurn.tsx): one hydrated later reads the server's time too.
  useEffect(() => {
    void afterHydration().then(() => startTransition(() => setFrozen(undefined)));
  }, []);
  return <RenderClockContext.Provider value={frozen}>{children}</RenderClockContext.Provider>;
}

/** The server's render time during hydration, else undefined (meaning: now). */
export function useRenderNow(): number | undefined {
  return useContext(RenderClockContext);
}
