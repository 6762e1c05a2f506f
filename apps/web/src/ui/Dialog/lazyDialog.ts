import { type FocusEvent, type PointerEvent, startTransition, useCallback, useState } from 'react';

/**
 * How a dialog, drawer or menu whose code loads on its first opening is opened (decision 0096). Render it as
 * `<Suspense fallback={null}>{openings > 0 && <TheLazyDialog key={openings} open={open} … />}</Suspense>`, the
 * boundary always there: the opening is a transition, so React keeps the page as it is while the code arrives and
 * shows the dialog the moment it can. A boundary mounted with the dialog would show its empty fallback first,
 * and React holds back what replaces a fallback for 300 ms; the tap itself only paints its pressed button.
 */
export function useLazyDialog() {
  // 0 until the first opening; a key for a fresh dialog (an empty form) at each opening after it.
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(
    () =>
      startTransition(() => {
        setOpenings((count) => count + 1);
        setOpen(true);
      }),
    [],
  );
  const closeDialog = useCallback(() => setOpen(false), []);
  return { openings, open, openDialog, closeDialog };
}

/**
 * A button's props that fetch its dialog's code a moment before the click: when a mouse comes over it or the
 * keyboard moves to it. Not for a finger: its pointer arrives in the same instant as its press, and starting the
 * fetches then (about 30 ms of a phone's main thread at 4× slowdown, measured) would hold back the tap's answer.
 * A tap loads the code in the transition that opens the dialog.
 */
export function preloadOnIntent(load: () => unknown) {
  return {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') void load();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (focusedByKeyboard(event.currentTarget)) void load();
    },
  };
}

/** A tap or click focuses a button too; only a keyboard's focus shows its ring (`:focus-visible`). */
function focusedByKeyboard(element: HTMLElement) {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without the selector: load, as before.
    return true;
  }
}

/**
 * Resolves once the browser has painted the frame in hand: a request a dialog's opening waits for starts then,
 * not in the tap's own task (starting one there, a query's bookkeeping and fetch(), cost about 15 ms of a
 * phone's tap at 4× slowdown, measured), and still runs beside the dialog's code.
 */
export function afterThisPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
