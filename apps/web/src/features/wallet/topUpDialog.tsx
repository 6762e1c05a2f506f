import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo } from 'react';
import { useLazyDialog } from '../../ui/Dialog/lazyDialog.ts';

// The dialog (options, terms, payment start) is its own chunk, fetched when it first opens.
const loadDialog = () => import('./topup/TopUpDialog.tsx');
const TopUpDialog = lazy(loadDialog);
export const preloadTopUpDialog = () => void loadDialog();

export interface TopUpDialogApi {
  open: () => void;
}

const TopUpDialogContext = createContext<TopUpDialogApi | null>(null);

/** The top-up dialog of the layout, or null outside it (a screen rendered alone in a test). */
export function useTopUpDialog(): TopUpDialogApi | null {
  return useContext(TopUpDialogContext);
}

/**
 * Hosts the 'Sąskaitos papildymas' dialog (PRODUCT.md §2) once for the whole layout: the toolbar's wallet
 * button, the drawer, the account panel's 'Papildyti sąskaitą' and a short balance all open it.
 */
export function TopUpDialogProvider({ children }: { children: ReactNode }) {
  // A fresh dialog (preselected first option, unticked terms) for every opening.
  const { openings, open, openDialog, closeDialog } = useLazyDialog();
  const api = useMemo(() => ({ open: openDialog }), [openDialog]);
  return (
    <TopUpDialogContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {openings > 0 && <TopUpDialog key={openings} open={open} onClose={closeDialog} />}
      </Suspense>
    </TopUpDialogContext.Provider>
  );
}
