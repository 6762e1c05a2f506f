import { nextTask } from './prepareFormats.ts';

/**
 * The turns in which a server-rendered page's sections hydrate, one per task (components/HydrateInTurn.tsx,
 * DECISIONS #151), and the gate the app's requests wait at until the last one has (`afterHydration`).
 */

export interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/** True while the first render hydrates the server's HTML (main.tsx): only then do sections wait. */
let takingTurns = false;
let lastTurn: Promise<void> = Promise.resolve();
let hydrated: Promise<void> = Promise.resolve();
let markHydrated = () => {};

/** Called by main.tsx just before it hydrates the server's HTML. */
export function hydrateSectionsInTurn(): void {
  takingTurns = true;
  hydrated = new Promise((resolve) => {
    markHydrated = resolve;
  });
}

/**
 * Resolves when every section has hydrated (at once when the page was not hydrated). The app's requests and
 * its message stream wait for it: a section must hydrate with the state the server rendered it with, since
 * Preact's hydration attaches listeners but does not correct attributes, and the next render compares with
 * what hydration assumed. An answer that arrived before a section's turn (the saved sets, say) once left the
 * server's `disabled` on that section's buttons for good. Waiting, every query the server did not answer is
 * still pending while sections hydrate, as it was in the server's render.
 */
export function afterHydration(): Promise<void> {
  return hydrated;
}

/**
 * Resolves once every section that waited has hydrated (after the task that rendered the last one), sections
 * inside a section that waited included: they take their turns when it renders. Called once the first render
 * has committed.
 */
export async function sectionsHydrated(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = lastTurn;
    await seen;
    await nextTask();
  } while (seen !== lastTurn);
  takingTurns = false;
  markHydrated();
}

/** A section's turn, queued after the last one's; null when the page is not hydrating (it renders at once). */
export function takeTurn(): Turn | null {
  if (!takingTurns) return null;
  const turn: Turn = { promise: Promise.resolve(), done: false };
  turn.promise = lastTurn = lastTurn.then(nextTask).then(() => {
    turn.done = true;
  });
  return turn;
}
