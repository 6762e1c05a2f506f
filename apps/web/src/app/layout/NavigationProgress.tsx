import { useNavigationPending } from '../navigation.ts';
import styles from './NavigationProgress.module.css';

/** A thin bar while the next screen's chunk loads, so a slow network does not look like a dead click. */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div className={styles.track} aria-hidden="true">
      <div className={styles.bar} />
    </div>
  );
}
