import { useEffect, useRef, useState } from 'react';
import { timings } from '../../../lib/contract.ts';

/**
 * True while `active`, and once it has turned true it stays true for at least `minimumMs`
 * (PRODUCT.md §9: minimum fetch display 200 ms), so a fast answer does not make skeletons flicker.
 */
export function useMinimumDisplay(active: boolean, minimumMs: number = timings.minFetchDisplayMs): boolean {
  const [shown, setShown] = useState(active);
  const shownAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setShown(true);
      return;
    }
    if (shownAt.current === null) return;
    const remaining = shownAt.current + minimumMs - Date.now();
    if (remaining <= 0) {
      shownAt.current = null;
      setShown(false);
      return;
    }
    const timer = setTimeout(() => {
      shownAt.current = null;
      setShown(false);
    }, remaining);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);

  return active || shown;
}
