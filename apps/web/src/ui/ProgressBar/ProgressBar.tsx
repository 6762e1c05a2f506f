import { cx } from '../cx.ts';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0 to 100; without it the bar is indeterminate: the work's length is not known (a page on its way). */
  value?: number;
  /** What is in progress, read out with the value ('priekis.png'). */
  label: string;
  /** The text read instead of the bare percentage ('Įkeliama: 40 %'). */
  valueText?: string;
  className?: string;
}

/**
 * A thin bar filling as work goes on (MUI's LinearProgress): determinate with a `value`, a sliding stripe
 * without one. `role="progressbar"` with its value for screen readers; under reduced motion the stripe holds still.
 */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const determinate = value !== undefined;
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(clamped) : undefined}
      aria-valuetext={determinate ? valueText : undefined}
      className={cx(styles.track, !determinate && styles.indeterminate, className)}
    >
      <div
        className={styles.bar}
        // The fill follows a value known only at run time: the one style computed in the browser.
        style={determinate ? { transform: `translateX(${clamped - 100}%)` } : undefined}
      />
    </div>
  );
}
