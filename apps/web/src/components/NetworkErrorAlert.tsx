import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { t } from '../messages/index.ts';

/** A page whose data could not be reached (no answer at all): say so and offer to try again. */
export function NetworkErrorAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t.ads.retry}
        </Button>
      }
    >
      {t.ads.errorNetwork}
    </Alert>
  );
}
