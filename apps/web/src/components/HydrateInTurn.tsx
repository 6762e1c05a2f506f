import { type ReactNode, Suspense, useState } from 'react';
import { nextTask } from '../lib/prepareFormats.ts';

/**
 * Hydrating a server-rendered page section by section, each in a task of its own (DECISIONS #151).
 *
 * Preact hydrates a page in one task; at a phone's speed a list of 20 cards took ~450 ms, during which a tap
 * waits. A section wrapped in `HydrateInTurn` suspends while the page hydrates: Preact (as React) keeps its
 * server HTML on screen and goes on with the rest, then hydrates it when its turn comes, one section per task,
 * in the page's order (a section inside one that waited takes its turn when that one renders). Rendered in the
 * browser alone (a later screen, a client-side navigation) it renders at
 * once. Its children must render one element: a section kept without the server's Suspense markers is its
 * first node.
 */

interface Turn {
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

function takeTurn(): Turn {
  const turn: Turn = { promise: Promise.resolve(), done: false };
  turn.promise = lastTurn = lastTurn.then(nextTask).then(() => {
    turn.done = true;
  });
  return turn;
}

function AwaitTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (takingTurns ? takeTurn() : null));
  return (
    <Suspense fallback={null}>
      <AwaitTurn turn={turn}>{children}</AwaitTurn>
    </Suspense>
  );
}
