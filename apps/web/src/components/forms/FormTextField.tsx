import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { TextAreaField, TextField, type TextFieldProps } from '../../ui/Field/Field.tsx';
import { fieldError } from '../fieldError.tsx';
import { inputRef } from './inputRef.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'hint'
> & {
  /** A text area of `rows` lines instead of one line (a description). */
  multiline?: boolean;
  rows?: number;
  name: Path<T>;
  control: Control<T, unknown, FieldValues>;
  /** A line under the field; the field's error takes its place while there is one. */
  helperText?: ReactNode;
  /** Rewrites what is typed before it reaches the form (upper-casing, dropping non-digits). */
  normalize?: (value: string) => string;
};

/** A kit text field bound to a react-hook-form field; its validation or server message shows under it. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  normalize,
  helperText,
  multiline,
  rows,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldError(fieldState.error?.message);
        const bound = {
          name: field.name,
          value: field.value ?? '',
          ...inputRef(field.ref),
          onBlur: field.onBlur,
          onChange: (event: { target: { value: string } }) =>
            field.onChange(normalize ? normalize(event.target.value) : event.target.value),
          error,
          hint: error ? undefined : helperText,
        };
        if (multiline) {
          const { label, required, id, className, maxLength, placeholder } = props;
          return <TextAreaField {...{ label, required, id, className, maxLength, placeholder, rows }} {...bound} />;
        }
        return <TextField {...props} {...bound} />;
      }}
    />
  );
}
