import { t } from '../messages/lt.ts';
import { Spinner } from '../ui/Spinner/Spinner.tsx';
import styles from './PageSpinner.module.css';

/** Centred spinner for a page or a guard that is still waiting for data. */
export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" className={styles.centre}>
      <Spinner size="medium" label={t.app.loading} />
    </div>
  );
}
