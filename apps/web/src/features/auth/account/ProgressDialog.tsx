import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { timings } from '../../../lib/contract.ts';
import { ta } from '../../../messages/index.ts';
import { ACCOUNT_MUTATION } from '../accountApi.ts';

/**
 * The progress dialog of PRODUCT.md §2, over the account dialogs while an edit request runs. It appears
 * only when a request outlasts the 200 ms progress throttle, so quick saves do not flash it.
 *
 * A plain backdrop rather than a MUI Dialog: a second Modal opening and closing while the edit and code
 * dialogs mount and unmount under it can leave the page or the new dialog aria-hidden (MUI's modal
 * manager restores siblings in stack order). The edit dialogs disable their own buttons meanwhile.
 */
export function ProgressDialog() {
  const running = useIsMutating({ mutationKey: [ACCOUNT_MUTATION] }) > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!running) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), timings.progressThrottleMs);
    return () => clearTimeout(timer);
  }, [running]);

  return (
    // In a portal of its own, so the open dialogs' aria-hiding of the page does not silence it.
    <Portal>
      <Backdrop open={shown} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }} unmountOnExit>
        <Paper role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{ta.dialogs.progress}</Typography>
        </Paper>
      </Backdrop>
    </Portal>
  );
}
