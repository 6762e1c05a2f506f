import type { ReactNode } from 'react';
import styles from './PostGrid.module.css';

/** One column of row cards on phones, two to four columns of tiles on wider screens. */
export function PostGrid({ children, label, busy }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export function PostGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
