import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tw } from '../../../messages/index.ts';

export type PayingStep = 'creating' | 'redirecting' | 'failed';

const texts = { creating: tw.paying.creating, redirecting: tw.paying.redirecting, failed: tw.paying.failed } as const;

/** 'Vykdomas mokėjimas' (PRODUCT.md §2): what happens between 'Papildyti' and the provider's page. */
export function PayingDialog({ step, onClose }: { step: PayingStep | null; onClose: () => void }) {
  const failed = step === 'failed';
  return (
    <Dialog
      open={step !== null}
      // Only a failure can be dismissed: the payment is being created or the browser is leaving.
      onClose={failed ? onClose : undefined}
      aria-labelledby="paying-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="paying-title">{tw.paying.title}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{texts.failed}</Alert>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
            <CircularProgress size={28} aria-hidden />
            <Typography>{step ? texts[step] : ''}</Typography>
          </Stack>
        )}
      </DialogContent>
      {failed && (
        <DialogActions>
          <Button onClick={onClose}>{tw.paying.close}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
