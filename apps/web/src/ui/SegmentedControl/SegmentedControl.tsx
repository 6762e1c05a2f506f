import { type ReactNode, useId } from 'react';
import { cx } from '../cx.ts';
import styles from './SegmentedControl.module.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<Value extends string> {
  /** The question, shown above the buttons and naming the group. */
  label: ReactNode;
  /** The radios' name (one per form). */
  name: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * One choice of a few, drawn as joined buttons (MUI's exclusive ToggleButtonGroup): native radio buttons under
 * the buttons' look, so a screen reader hears a radio group and the arrow keys move the choice. The buttons wrap
 * onto a second row when large text does not fit them in one (WCAG 1.4.10).
 */
export function SegmentedControl<Value extends string>({
  label,
  name,
  options,
  value,
  onChange,
  size = 'medium',
  className,
}: SegmentedControlProps<Value>) {
  const labelId = useId();
  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={cx(styles.group, styles[size])}>
        {options.map((option) => (
          <label key={option.value} className={cx(styles.segment, option.disabled && styles.disabled)}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
