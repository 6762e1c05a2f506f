import type { ReactNode } from 'react';
import styles from './wallet.module.css';

export interface Detail {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs of a payment or an order: two columns from tablets up, stacked on phones. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className={styles.details}>
      {details.map((detail) => (
        <div key={detail.label} className={styles.detail}>
          <dt className={styles.detailLabel}>{detail.label}</dt>
          <dd className={styles.detailValue} data-testid={detail.testId}>
            {detail.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
