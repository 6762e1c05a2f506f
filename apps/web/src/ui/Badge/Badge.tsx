import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.ts';
import { Icon, type IconPath } from '../icons.tsx';
import styles from './Badge.module.css';

type Tone = 'neutral' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

export interface BadgeProps {
  /** Nothing is drawn for 0. */
  count: number;
  /** Above it the badge says '99+'. */
  max?: number;
  /** Read out with the count ('3 neskaitytos žinutės'); the number alone is hidden from screen readers. */
  label: string;
  tone?: Tone;
  children: ReactNode;
}

/** A count on the corner of what it counts (unread messages on the envelope). */
export function Badge({ count, max = 99, label, tone = 'error', children }: BadgeProps) {
  return (
    <span className={styles.anchor}>
      {children}
      {count > 0 && (
        <>
          <span className={cx(styles.badge, styles[tone])} aria-hidden="true">
            {count > max ? `${max}+` : count}
          </span>
          <span className={styles.label}>{label}</span>
        </>
      )}
    </span>
  );
}

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  icon?: IconPath;
  children: ReactNode;
}

/** A short label on a pill: a status ('Rezervuota'), a kind, a filter that is on. */
export function Chip({
  tone = 'neutral',
  variant = 'filled',
  size = 'medium',
  icon,
  className,
  children,
  ...props
}: ChipProps) {
  return (
    <span
      className={cx(styles.chip, styles[`chip_${variant}`], styles[tone], styles[`chip_${size}`], className)}
      {...props}
    >
      {icon && <Icon icon={icon} size="small" className={styles.chipIcon} />}
      {children}
    </span>
  );
}
