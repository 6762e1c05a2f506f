import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type KeyboardEvent, type ReactNode, useId } from 'react';

/**
 * Small outlined fields for the landing screens (the lists' filters), built from MUI's parts as its TextField
 * builds them, with the same markup (a label tied to the control, the helper text describing it). TextField
 * itself imports Select with its Menu, Popover and Modal, and all three input variants: ~15 kB of scripts
 * (compressed) on every list page for two price fields (DECISIONS #152). Forms opened later keep TextField.
 * The lists' selects are plain elements (PlainSelectField).
 */

interface FieldFrame {
  label: string;
  name: string;
  sx?: SxProps<Theme>;
}

interface OutlinedTextFieldProps extends FieldFrame {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  error?: boolean;
  helperText?: ReactNode;
  inputMode?: 'decimal' | 'numeric' | 'text';
  autoComplete?: string;
}

/** A one-line text field: TextField size="small" variant="outlined" with a label and helper text. */
export function OutlinedTextField({
  label,
  name,
  sx,
  value,
  onChange,
  onKeyDown,
  error = false,
  helperText,
  inputMode,
  autoComplete,
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl size="small" error={error} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        aria-describedby={helperTextId}
        inputProps={{ inputMode, autoComplete }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
