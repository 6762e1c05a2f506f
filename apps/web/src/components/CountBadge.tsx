import type { ReactNode } from 'react';
import styles from './CountBadge.module.css';

/**
 * A count in a small circle on the corner of what it wraps, as MUI's `<Badge color="primary">`, nothing shown at
 * zero: the phone's 'Filtrai' button on every list page. The kit's Badge reads its count out with a label; here
 * the wrapped button's neighbourhood says what is counted.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className={styles.countBadge}>
      {children}
      {count > 0 && <span className={styles.count}>{count}</span>}
    </span>
  );
}
