import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { fieldError } from '../fieldError.tsx';

export type MuiFormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, FieldValues>;
  /** Rewrites what is typed before it reaches the form (upper-casing, dropping non-digits). */
  normalize?: (value: string) => string;
};

/**
 * A MUI text field bound to a react-hook-form field; its validation or server message shows under it. Kept for
 * the ad form until it moves onto the kit (it uses MUI's select with menu items and adornments); every other
 * form uses FormTextField, on the kit.
 */
export function MuiFormTextField<T extends FieldValues>({
  name,
  control,
  normalize,
  helperText,
  ...props
}: MuiFormTextFieldProps<T>) {
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
