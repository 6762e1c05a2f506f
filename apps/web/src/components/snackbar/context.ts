import { createContext, useContext } from 'react';

export type SnackbarColor = 'error' | 'warning' | 'info' | 'success';

/** A button beside the text, e.g. 'Atšaukti' of a reversible action (PRODUCT.md §3). */
export interface SnackbarAction {
  label: string;
  /** Runs once; the snackbar closes first. */
  onClick: () => void;
}

export interface SnackbarMessage {
  /** Defaults to 'Klaida' (PRODUCT.md §3 'Snackbar'). */
  text?: string;
  /** Defaults to 'error'. */
  color?: SnackbarColor;
  action?: SnackbarAction;
}

export interface SnackbarApi {
  show: (message?: SnackbarMessage) => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
