import { cx } from '../cx.ts';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** What is being waited for, read out; `null` when the element around it already says so (a loading button). */
  label?: string | null;
  className?: string;
}

/** A turning ring in the text's colour; still under prefers-reduced-motion (the global sheet stops it). */
export function Spinner({ size = 'medium', label = 'Įkeliama', className }: SpinnerProps) {
  const ring = (
    <svg
      className={cx(styles.spinner, styles[size], className)}
      viewBox="22 22 44 44"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
  if (label === null) return ring;
  return (
    <span role="progressbar" aria-label={label} className={styles.wrapper}>
      {ring}
    </span>
  );
}
