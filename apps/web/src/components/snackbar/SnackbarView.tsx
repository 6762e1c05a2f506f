import { useEffect } from 'react';
import { timings } from '../../lib/contract.ts';
import { t } from '../../messages/lt.ts';
import { ToastProvider, useToast } from '../../ui/Toast/Toast.tsx';
import type { SnackbarAction, SnackbarColor } from './context.ts';

export interface Shown {
  /** One more for every show(): each is a toast of its own. */
  key: number;
  text: string;
  color: SnackbarColor;
  action?: SnackbarAction;
}

/**
 * What the one snackbar draws (SnackbarProvider keeps the latest message): the kit's Toast, loaded on the first
 * message, not with the page (a landing page shows none while it hydrates).
 */
export default function SnackbarView({ shown }: { shown: Shown }) {
  return (
    <ToastProvider timeout={timings.snackbarTimeoutMs} closeLabel={t.snackbar.close}>
      <ShowLatest shown={shown} />
    </ToastProvider>
  );
}

function ShowLatest({ shown }: { shown: Shown }) {
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each show() (a new key) is one toast.
  useEffect(() => {
    toast.show({ text: shown.text, tone: shown.color, action: shown.action });
  }, [shown.key, toast]);
  return null;
}
