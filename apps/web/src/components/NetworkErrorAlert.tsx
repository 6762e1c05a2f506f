import { t } from '../messages/lt.ts';
import { Alert } from '../ui/Alert/Alert.tsx';
import { Button } from '../ui/Button/Button.tsx';
import styles from './NetworkErrorAlert.module.css';

/** A page whose data could not be reached (no answer at all): say so and offer to try again. */
export function NetworkErrorAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button variant="text" size="small" className={styles.retry} onClick={onRetry}>
          {t.ads.retry}
        </Button>
      }
    >
      {t.ads.errorNetwork}
    </Alert>
  );
}
