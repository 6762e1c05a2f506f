import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../cx.ts';
import styles from './Choice.module.css';

type BoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
};

function Labelled({ kind, label, hint, className, id, ...inputProps }: BoxProps & { kind: 'checkbox' | 'switch' }) {
  const madeId = useId();
  const inputId = id ?? madeId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx(styles.choice, className)}>
      <input
        id={inputId}
        type="checkbox"
        role={kind === 'switch' ? 'switch' : undefined}
        className={kind === 'switch' ? styles.switch : styles.checkbox}
        aria-describedby={hintId}
        {...inputProps}
      />
      <span className={styles.text}>
        <label htmlFor={inputId}>{label}</label>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}

/** A native checkbox with its label beside it. */
export function Checkbox(props: BoxProps) {
  return <Labelled kind="checkbox" {...props} />;
}

/** A setting that is on or off at once (no save button): a checkbox a screen reader calls a switch. */
export function Switch(props: BoxProps) {
  return <Labelled kind="switch" {...props} />;
}

export interface RadioGroupProps {
  /** The question, read before each choice. */
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  direction?: 'column' | 'row';
  className?: string;
}

/** Native radio buttons in a fieldset: the arrow keys move between them, the legend names the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  direction = 'column',
  className,
}: RadioGroupProps) {
  const baseId = useId();
  return (
    <fieldset className={cx(styles.group, className)}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.options, direction === 'row' && styles.row)}>
        {options.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                id={id}
                type="radio"
                className={styles.radio}
                name={name}
                value={option.value}
                disabled={option.disabled}
                {...(value !== undefined ? { checked: value === option.value } : {})}
                {...(defaultValue !== undefined ? { defaultChecked: defaultValue === option.value } : {})}
                onChange={(event) => onChange?.(event.currentTarget.value)}
              />
              <label htmlFor={id} className={styles.text}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
