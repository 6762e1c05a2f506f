import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListFilters, type PriceErrors, readFilters, validatePrices, writeFilters } from './listQuery.ts';

/** How long typing in a price field must pause before the range applies by itself. */
export const PRICE_TYPING_PAUSE_MS = 800;

type Prices = Pick<ListFilters, 'minPrice' | 'maxPrice'>;

const hasErrors = (errors: PriceErrors) => Boolean(errors.minPrice || errors.maxPrice);

/**
 * The list's filters, the address being their single source of truth: `applied` is what the address holds,
 * and every change (`apply`) is written over the newest address, not the one of the last render. A price being
 * typed (`draft`) applies after a pause in typing, on blur or on Enter (`commitPrices`), and a sort or chip click
 * in the meantime takes a valid typed range along, so the fields never show numbers the list does not apply.
 * An address changed from outside (Back, a link) puts its prices back in the fields.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  // A click that follows a blur's commit in the same moment runs before the re-render: it must build on the
  // address the commit wrote, or it would silently drop the prices.
  const latest = useRef(params);
  latest.current = params;
  const applied = readFilters(params);

  const [draft, setDraftState] = useState<Prices>({ minPrice: applied.minPrice, maxPrice: applied.maxPrice });
  const draftRef = useRef(draft);
  const [errors, setErrors] = useState<PriceErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const setDraft = (next: Prices) => {
    draftRef.current = next;
    setDraftState(next);
  };

  useEffect(() => {
    const next = { minPrice: applied.minPrice, maxPrice: applied.maxPrice };
    draftRef.current = next;
    setDraftState(next);
    setErrors({});
  }, [applied.minPrice, applied.maxPrice]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (change: Partial<ListFilters>) => {
      clearTimeout(timer.current);
      const current = latest.current;
      const typed = hasErrors(validatePrices(draftRef.current.minPrice, draftRef.current.maxPrice))
        ? {}
        : draftRef.current;
      const next = writeFilters(current, { ...readFilters(current), ...typed, ...change });
      // '12,50' and '12.5' are the same filter: an unchanged address adds no history entry.
      if (next.toString() === current.toString()) return;
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );

  const commitPrices = useCallback(() => {
    clearTimeout(timer.current);
    const found = validatePrices(draftRef.current.minPrice, draftRef.current.maxPrice);
    setErrors(found);
    if (!hasErrors(found)) apply({});
  }, [apply]);

  const typePrice = (field: keyof Prices, value: string) => {
    const next = { ...draftRef.current, [field]: value };
    setDraft(next);
    // Once a message is shown it follows the typing, so it disappears as soon as the value is right.
    if (hasErrors(errors)) setErrors(validatePrices(next.minPrice, next.maxPrice));
    clearTimeout(timer.current);
    timer.current = setTimeout(commitPrices, PRICE_TYPING_PAUSE_MS);
  };

  return {
    applied,
    hasKeyword: (params.get('searchKeyword') ?? '').trim() !== '',
    draft,
    errors,
    apply,
    commitPrices,
    typePrice,
  };
}
