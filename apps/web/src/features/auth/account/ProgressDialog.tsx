import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { timings } from '../../../lib/contract.ts';
import { ta } from '../../../messages/account.ts';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { ACCOUNT_MUTATION } from '../accountApi.ts';
import styles from './account.module.css';

/**
 * The progress dialog of PRODUCT.md §2, over the account dialogs while an edit request runs. It appears
 * only when a request outlasts the 200 ms progress throttle, so quick saves do not flash it.
 *
 * A plain backdrop rather than a modal dialog of its own: a second modal opening and closing while the edit and
 * code dialogs mount and unmount under it would fight them over focus and over hiding the page. The edit dialogs
 * disable their own buttons meanwhile.
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

  if (!shown) return null;
  // In a portal of its own at the end of the body, so the open dialogs' hiding of the page does not silence it.
  return createPortal(
    <div className={styles.progressBackdrop}>
      <div role="status" aria-live="polite" className={styles.progress}>
        <Spinner label={null} />
        <Text>{ta.dialogs.progress}</Text>
      </div>
    </div>,
    document.body,
  );
}
