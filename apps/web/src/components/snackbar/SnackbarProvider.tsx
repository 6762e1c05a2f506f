import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { timings } from '../../lib/contract.ts';
import { t } from '../../messages/index.ts';
import {
  type SnackbarAction,
  type SnackbarApi,
  type SnackbarColor,
  SnackbarContext,
  type SnackbarMessage,
} from './context.ts';

interface Shown {
  open: boolean;
  text: string;
  color: SnackbarColor;
  action?: SnackbarAction;
}

/**
 * The one snackbar of the app (SPEC.md §2, §4, §9): bottom, with a close button, hides after 8 s.
 * Each show() closes the current message and opens the new one 1 ms later, so a repeated message
 * visibly restarts its timer instead of silently replacing the text.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>({ open: false, text: t.snackbar.defaultText, color: 'error' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((message: SnackbarMessage = {}) => {
    clearTimeout(timer.current);
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
      <Snackbar
        open={shown.open}
        autoHideDuration={timings.snackbarTimeoutMs}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={close}
          closeText={t.snackbar.close}
          // With an action the Alert drops its own close button, so both are drawn here.
          action={
            shown.action ? (
              <>
                <Button color="inherit" size="small" onClick={runAction} sx={{ fontWeight: 700 }}>
                  {shown.action.label}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={t.snackbar.close}
                  title={t.snackbar.close}
                  onClick={close}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ) : undefined
          }
          severity={shown.color}
          variant="filled"
          sx={{ width: '100%', alignItems: 'center' }}
          data-color={shown.color}
        >
          {shown.text}
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}
