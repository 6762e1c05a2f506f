import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import type { StartStep } from './panel/steps.ts';

// The panel (forms, zod, the account dialogs) is its own chunk, fetched when the dialog first opens.
const loadDialog = () => import('./panel/AccountPanelDialog.tsx');
const AccountPanelDialog = lazy(loadDialog);
export const preloadAccountPanel = () => void loadDialog();

interface AccountDialogApi {
  /** Opens the account panel as a dialog on the login or registration step. */
  open: (start: StartStep) => void;
  close: () => void;
}

const AccountDialogContext = createContext<AccountDialogApi | null>(null);

export function useAccountDialog(): AccountDialogApi {
  const api = useContext(AccountDialogContext);
  if (!api) throw new Error('useAccountDialog must be used inside <AccountDialogProvider>');
  return api;
}

interface DialogState {
  open: boolean;
  start: StartStep;
  /** A new panel (fresh steps and forms) for every opening. */
  session: number;
}

/**
 * Hosts the account panel dialog of PRODUCT.md §2 for the whole layout (the toolbar's account menu opens it).
 * Any navigation (Continue, the rules link, 'Papildyti sąskaitą', logout) closes it.
 */
export function AccountDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState | null>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setState((current) => (current?.open ? { ...current, open: false } : current)), [location.key]);

  const open = useCallback(
    (start: StartStep) =>
      startTransition(() => setState((current) => ({ open: true, start, session: (current?.session ?? 0) + 1 }))),
    [],
  );
  const close = useCallback(() => setState((current) => (current ? { ...current, open: false } : current)), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  return (
    <AccountDialogContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {state && <AccountPanelDialog key={state.session} open={state.open} start={state.start} onClose={close} />}
      </Suspense>
    </AccountDialogContext.Provider>
  );
}
