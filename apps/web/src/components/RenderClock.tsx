import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const RenderClockContext = createContext<number | undefined>(undefined);

/**
 * The time a server-rendered page was rendered at, until the browser has hydrated it: texts that depend on the
 * clock ('prieš 5 min.', the footer's year) must read the same in the server's HTML and the browser's first
 * render, or hydration reports a mismatch. After hydration the real clock takes over. `startTransition` marks
 * the update as not urgent; under Preact (DECISIONS #151) it renders at once all the same, so it costs one
 * render of the clock's texts right after the first hydration task.
 */
export function RenderClockProvider({ now, children }: { now?: number; children: ReactNode }) {
  const [frozen, setFrozen] = useState(now);
  // Right after the first hydration task, not after every section's turn: a section hydrated later renders its
  // clock texts with the real time, which hydration writes over the server's (Preact corrects text, not
  // attributes). Unfrozen after the last section, it re-rendered every card once more (+250 ms of main thread
  // on a phone's home page, Lighthouse TBT 68 → 242 ms).
  useEffect(() => startTransition(() => setFrozen(undefined)), []);
  return <RenderClockContext.Provider value={frozen}>{children}</RenderClockContext.Provider>;
}

/** The server's render time during hydration, else undefined (meaning: now). */
export function useRenderNow(): number | undefined {
  return useContext(RenderClockContext);
}
