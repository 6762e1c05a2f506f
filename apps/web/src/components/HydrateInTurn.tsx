import { type ReactNode, Suspense, useState } from 'react';
import { type Turn, takeTurn } from '../lib/hydrationTurns.ts';

/**
 * Hydrating a server-rendered page section by section, each in a task of its own (DECISIONS #151).
 *
 * Preact hydrates a page in one task; at a phone's speed a list of 20 cards took ~450 ms, during which a tap
 * waits. A section wrapped in `HydrateInTurn` suspends while the page hydrates: Preact (as React) keeps its
 * server HTML on screen and goes on with the rest, then hydrates it when its turn comes, one section per task,
 * in the page's order (a section inside one that waited takes its turn when that one renders; the turns are
 * lib/hydrationTurns.ts). Rendered in the browser alone (a later screen, a client-side navigation) it renders
 * at once. Its children must render one element: a section kept without the server's Suspense markers is its
 * first node.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn);
  return (
    <Suspense fallback={null}>
      <AwaitTurn turn={turn}>{children}</AwaitTurn>
    </Suspense>
  );
}

function AwaitTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}
