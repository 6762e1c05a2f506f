import { useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { ta } from '../../messages/account.ts';
import { cx } from '../../ui/cx.ts';
import { Field, fieldControlClassName } from '../../ui/Field/Field.tsx';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconVisibility } from '../../ui/icons/iconVisibility.ts';
import { iconVisibilityOff } from '../../ui/icons/iconVisibilityOff.ts';
import { fieldError } from '../fieldError.tsx';
import type { FormTextFieldProps } from './FormTextField.tsx';
import styles from './forms.module.css';

/** A password field; with `hideable`, an eye button inside it shows and hides what was typed. */
export function PasswordField<T extends FieldValues>({
  name,
  control,
  normalize,
  helperText,
  label,
  required,
  id,
  className,
  hideable = true,
  autoComplete = 'current-password',
  ...inputProps
}: FormTextFieldProps<T> & { hideable?: boolean }) {
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldError(fieldState.error?.message);
        return (
          <Field
            label={label}
            hint={error ? undefined : helperText}
            error={error}
            required={required}
            id={id}
            className={className}
          >
            {(controlProps) => (
              <span className={styles.adorned}>
                <input
                  className={cx(fieldControlClassName, styles.control)}
                  {...controlProps}
                  {...inputProps}
                  type={visible ? 'text' : 'password'}
                  autoComplete={autoComplete}
                  name={field.name}
                  value={field.value ?? ''}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(normalize ? normalize(event.target.value) : event.target.value)}
                />
                {hideable && (
                  <IconButton
                    className={styles.adornment}
                    icon={visible ? iconVisibilityOff : iconVisibility}
                    aria-label={visible ? ta.hidePassword : ta.showPassword}
                    onClick={() => setVisible((shown) => !shown)}
                    onMouseDown={(event) => event.preventDefault()}
                  />
                )}
              </span>
            )}
          </Field>
        );
      }}
    />
  );
}
