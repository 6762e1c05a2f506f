import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { timings } from '../../lib/contract.ts';
import { t } from '../../messages/index.ts';
import { type SnackbarApi, SnackbarContext, type SnackbarMessage } from './context.ts';
import type { Shown } from './SnackbarView.tsx';

const SnackbarView = lazy(() => import('./SnackbarView.tsx'));

/**
 * The one snackbar of the app (PRODUCT.md §2, §4, §9): bottom, with a close button, hides after 8 s.
 * Each show() closes the current message and opens the new one 1 ms later, so a repeated message
 * visibly restarts its timer instead of silently replacing the text.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>({ open: false, text: t.snackbar.defaultText, color: 'error' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The snackbar's code is fetched on the first message (SnackbarView); until then nothing is drawn, as the
  // server drew nothing, so hydration sees the same tree.
  const [everShown, setEverShown] = useState(false);

  const show = useCallback((message: SnackbarMessage = {}) => {
    clearTimeout(timer.current);
    setEverShown(true);
    setShown((current) => ({ ...current, open: false }));
    timer.current = setTimeout(() => {
      setShown({
        open: true,
        text: message.text || t.snackbar.defaultText,
        color: message.color ?? 'error',
        action: message.action,
      });
    }, timings.snackbarReshowMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback((_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not dismiss an error the user has not read yet.
    if (reason === 'clickaway') return;
    setShown((current) => ({ ...current, open: false }));
  }, []);

  const runAction = () => {
    const action = shown.action;
    // Closed and forgotten first, so a double click cannot run it twice.
    setShown((current) => ({ ...current, open: false, action: undefined }));
    action?.onClick();
  };

  const api = useMemo<SnackbarApi>(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {everShown && (
        <Suspense fallback={null}>
          <SnackbarView shown={shown} close={close} runAction={runAction} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
