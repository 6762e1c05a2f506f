import { useLayoutEffect } from 'react';

/** How many modals hold the page inert now: one dialog can open over another (top-up over promotion). */
let holders = 0;

/**
 * While a modal is mounted, the page behind it (`#root`; the dialogs render in portals beside it) is `inert`, as
 * a native modal `<dialog>` makes it. Base UI's focus trap alone lets a Tab land on a guard at the dialog's edge
 * and sends focus back in on the next animation frame; a second Tab before that frame (a slow phone with a
 * keyboard, a held key) went on to the page behind. Inert, the page cannot take focus at all.
 *
 * A layout effect in a child of the popup: when the popup unmounts, Base UI's layout cleanup (a parent's, so it
 * runs first) queues its return of focus to the opener in a microtask, and this cleanup has made the page
 * focusable again by then.
 */
export function useInertPage(): void {
  useLayoutEffect(() => {
    const page = document.getElementById('root');
    if (!page) return;
    holders += 1;
    page.setAttribute('inert', '');
    return () => {
      holders -= 1;
      if (holders === 0) page.removeAttribute('inert');
    };
  }, []);
}
