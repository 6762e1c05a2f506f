import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cx } from '../cx.ts';
import styles from './Field.module.css';

/** What a control inside a Field spreads on itself, so its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** A line under the control that helps fill it in. */
  hint?: ReactNode;
  /** What is wrong with the value; the control is marked invalid and the message is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** The label is read out but not shown, when what is above the field already says it. */
  hideLabel?: boolean;
  /** The control's id, when the screen needs to know it; made up otherwise. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label above a control, with a hint and an error under it. The control gets the label through `id`, the hint
 * and the error through `aria-describedby` (error first), and `aria-invalid` while there is an error.
 */
export function Field({ label, hint, error, required, hideLabel, id, className, children }: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={cx(styles.label, hideLabel && styles.hiddenLabel)}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { required } : {}),
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The kit field's input look, for an input a kit field cannot hold (one with a button inside, a dialog's own
 * search box), joined with the screen's own class by `cx`.
 */
export const fieldControlClassName = styles.control;

type FieldOwnProps = Omit<FieldProps, 'children' | 'className'> & { className?: string };

export type TextFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    /** A unit shown inside the field after the value ('€', 'km'); not part of the value. */
    unit?: ReactNode;
  };

export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  unit,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => {
        const input = <input className={styles.control} type="text" {...control} {...inputProps} />;
        if (!unit) return input;
        return (
          <span className={styles.unitWrap}>
            {input}
            <span className={styles.unit}>{unit}</span>
          </span>
        );
      }}
    </Field>
  );
}

export type TextAreaFieldProps = FieldOwnProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>;

export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  className,
  rows = 4,
  ...areaProps
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <textarea className={cx(styles.control, styles.textarea)} rows={rows} {...control} {...areaProps} />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldOwnProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'children'> & {
    options: readonly SelectOption[];
    /** A first option with an empty value ('Visos kategorijos'). */
    placeholder?: string;
  };

/** A native `<select>`: phones show their own picker, and every screen reader knows it. */
export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <span className={styles.selectWrap}>
          <select className={cx(styles.control, styles.select)} {...control} {...selectProps}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
