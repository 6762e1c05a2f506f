import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { timings } from '../../lib/contract.ts';
import { t } from '../../messages/index.ts';
import type { SnackbarAction, SnackbarColor } from './context.ts';

export interface Shown {
  open: boolean;
  text: string;
  color: SnackbarColor;
  action?: SnackbarAction;
}

/**
 * What the one snackbar draws (SnackbarProvider keeps its state): loaded on the first message, not with the
 * page (a landing page shows none while it hydrates; MUI's Snackbar, its Grow and click-away listener are
 * ~4 kB of the first load's JavaScript).
 */
export default function SnackbarView({
  shown,
  close,
  runAction,
}: {
  shown: Shown;
  close: (event?: unknown, reason?: SnackbarCloseReason) => void;
  runAction: () => void;
}) {
  return (
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
  );
}
