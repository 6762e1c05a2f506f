import { useEffect, useState } from 'react';
import { timings } from './contract.ts';

/** The value, once it has stopped changing for `delayMs` (PRODUCT.md §9: inputs debounce 150 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = timings.inputDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
