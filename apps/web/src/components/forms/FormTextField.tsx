import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { fieldError } from '../fieldError.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, FieldValues>;
  /** Rewrites what is typed before it reaches the form (upper-casing, dropping non-digits). */
  normalize?: (value: string) => string;
};

/** A MUI text field bound to a react-hook-form field; its validation or server message shows under it. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  normalize,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          margin="dense"
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(normalize ? normalize(event.target.value) : event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldError(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
