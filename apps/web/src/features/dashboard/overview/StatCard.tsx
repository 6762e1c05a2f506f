import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../ui/cx.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import styles from './StatCard.module.css';

/** One figure of the overview, the whole card a link to the list behind it. */
export function StatCard({
  title,
  value,
  detail,
  to,
  linkLabel,
  highlight = false,
  children,
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
  linkLabel: string;
  highlight?: boolean;
  children?: ReactNode;
}) {
  return (
    <Link to={to} aria-label={`${title}: ${linkLabel}`} className={cx(styles.card, highlight && styles.highlight)}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.value}>{value}</p>
      {detail && (
        <Text as="div" variant="body2" tone="secondary">
          {detail}
        </Text>
      )}
      {children}
      <Text variant="body2" tone="brand" className={styles.more}>
        {linkLabel} →
      </Text>
    </Link>
  );
}
