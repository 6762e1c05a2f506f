import { tw } from '../../../messages/wallet.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import styles from './topUp.module.css';

export type PayingStep = 'creating' | 'redirecting' | 'failed';

const texts = { creating: tw.paying.creating, redirecting: tw.paying.redirecting, failed: tw.paying.failed } as const;

/** 'Vykdomas mokėjimas' (PRODUCT.md §2): what happens between 'Papildyti' and the provider's page. */
export function PayingDialog({ step, onClose }: { step: PayingStep | null; onClose: () => void }) {
  const failed = step === 'failed';
  return (
    <Dialog
      open={step !== null}
      // Only a failure can be dismissed: the payment is being created or the browser is leaving.
      onOpenChange={(next) => {
        if (!next && failed) onClose();
      }}
      title={tw.paying.title}
      closeLabel={tw.paying.close}
      size="small"
      actions={failed && <Button onClick={onClose}>{tw.paying.close}</Button>}
    >
      {failed ? (
        <Alert severity="error">{texts.failed}</Alert>
      ) : (
        <div className={styles.paying} role="status" aria-live="polite">
          <Spinner size="small" label={null} className={styles.payingSpinner} />
          <span>{step ? texts[step] : ''}</span>
        </div>
      )}
    </Dialog>
  );
}
