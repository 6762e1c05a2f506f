import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { t } from '../../messages/lt.ts';
import { type SnackbarApi, SnackbarContext, type SnackbarMessage } from './context.ts';
import type { Shown } from './SnackbarView.tsx';

const SnackbarView = lazy(() => import('./SnackbarView.tsx'));

/**
 * The one snackbar of the app (PRODUCT.md §2, §4, §9): bottom, with a close button, hides after 8 s. Each
 * show() replaces the current message with a new toast, so a repeated message visibly restarts its timer
 * instead of silently replacing the text.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  // The snackbar's code (the kit's Toast) is fetched on the first message; until then nothing is drawn, as the
  // server drew nothing, so hydration sees the same tree.
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback((message: SnackbarMessage = {}) => {
    setShown((current) => ({
      key: (current?.key ?? 0) + 1,
      text: message.text || t.snackbar.defaultText,
      color: message.color ?? 'error',
      action: message.action,
    }));
  }, []);

  const api = useMemo<SnackbarApi>(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <SnackbarView shown={shown} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
