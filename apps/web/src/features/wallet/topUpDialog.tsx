import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';

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
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(() => {
    setSession((current) => current + 1);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open: openDialog }), [openDialog]);
  return (
    <TopUpDialogContext.Provider value={api}>
      {children}
      {session > 0 && (
        <Suspense fallback={null}>
          <TopUpDialog key={session} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </TopUpDialogContext.Provider>
  );
}
