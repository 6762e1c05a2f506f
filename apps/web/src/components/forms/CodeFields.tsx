import { useRef } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';
import { ta } from '../../messages/account.ts';
import { TextField } from '../../ui/Field/Field.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { fieldError } from '../fieldError.tsx';
import { CODE_DIGITS_LENGTH, CODE_PREFIX_LENGTH, normalizeCodeDigits, normalizeCodePrefix, splitCode } from './code.ts';
import styles from './forms.module.css';
import { inputRef } from './inputRef.ts';

interface CodeFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  setValue: UseFormSetValue<T>;
  helperText?: string;
  /** Which box gets the cursor first: the digits when the prefix came with the code request. */
  autoFocus?: 'prefix' | 'code';
}

/**
 * The code input: two letters, a dash, five digits. Letters are upper-cased and anything else dropped as
 * it is typed; a whole code pasted into either box fills both; two letters move the cursor to the digits.
 */
export function CodeFields<T extends FieldValues & { prefix: string; code: string }>({
  control,
  setValue,
  helperText,
  autoFocus,
}: CodeFieldsProps<T>) {
  const digitsRef = useRef<HTMLInputElement | null>(null);
  const prefixName = 'prefix' as Path<T>;
  const codeName = 'code' as Path<T>;

  const fillBoth = (raw: string) => {
    const whole = splitCode(raw);
    if (!whole) return false;
    setValue(prefixName, whole.prefix as never, { shouldDirty: true, shouldValidate: true });
    setValue(codeName, whole.code as never, { shouldDirty: true, shouldValidate: true });
    digitsRef.current?.focus();
    return true;
  };

  return (
    <div className={styles.code}>
      <div className={styles.codeBoxes}>
        <Controller
          name={prefixName}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              className={styles.prefix}
              label={ta.fields.codePrefix}
              name={field.name}
              value={field.value ?? ''}
              {...inputRef(field.ref)}
              onBlur={field.onBlur}
              autoFocus={autoFocus === 'prefix'}
              autoComplete="off"
              error={fieldError(fieldState.error?.message)}
              onPaste={(event) => {
                if (fillBoth(event.clipboardData.getData('text'))) event.preventDefault();
              }}
              onChange={(event) => {
                if (fillBoth(event.target.value)) return;
                const value = normalizeCodePrefix(event.target.value);
                field.onChange(value);
                if (value.length === CODE_PREFIX_LENGTH) digitsRef.current?.focus();
              }}
              maxLength={CODE_PREFIX_LENGTH + CODE_DIGITS_LENGTH + 2}
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="AB"
            />
          )}
        />
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <Controller
          name={codeName}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              className={styles.digits}
              label={ta.fields.codeDigits}
              name={field.name}
              value={field.value ?? ''}
              {...inputRef((element: HTMLInputElement | null) => {
                field.ref(element);
                digitsRef.current = element;
              })}
              onBlur={field.onBlur}
              autoFocus={autoFocus === 'code'}
              autoComplete="one-time-code"
              error={fieldError(fieldState.error?.message)}
              onPaste={(event) => {
                if (fillBoth(event.clipboardData.getData('text'))) event.preventDefault();
              }}
              onChange={(event) => field.onChange(normalizeCodeDigits(event.target.value))}
              inputMode="numeric"
              maxLength={CODE_DIGITS_LENGTH}
              placeholder="12345"
            />
          )}
        />
      </div>
      {helperText && (
        <Text variant="caption" tone="secondary">
          {helperText}
        </Text>
      )}
    </div>
  );
}
