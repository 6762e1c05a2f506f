import { createContext, useContext } from 'react';

export type SnackbarColor = 'error' | 'warning' | 'info' | 'success';

export interface SnackbarMessage {
  /** Defaults to 'Klaida' (SPEC.md §3 'Snackbar'). */
  text?: string;
  /** Defaults to 'error'. */
  color?: SnackbarColor;
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
