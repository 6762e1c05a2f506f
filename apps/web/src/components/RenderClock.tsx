import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const RenderClockContext = createContext<number | undefined>(undefined);

/**
 * The time a server-rendered page was rendered at, until the browser has hydrated it: texts that depend on the
 * clock ('prieš 5 min.', the footer's year) must read the same in the server's HTML and the browser's first
 * render, or hydration reports a mismatch. After hydration the real clock takes over, in a transition: the
 * clock's texts render again when the browser has time, in slices a tap can interrupt.
 */
export function RenderClockProvider({ now, children }: { now?: number; children: ReactNode }) {
  const [frozen, setFrozen] = useState(now);
  useEffect(() => startTransition(() => setFrozen(undefined)), []);
  return <RenderClockContext.Provider value={frozen}>{children}</RenderClockContext.Provider>;
}

/** The server's render time during hydration, else undefined (meaning: now). */
export function useRenderNow(): number | undefined {
  return useContext(RenderClockContext);
}
