import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ta } from '../../messages/index.ts';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

/** A password field; with `hideable`, an eye button shows and hides what was typed. */
export function PasswordField<T extends FieldValues>({
  hideable = true,
  autoComplete = 'current-password',
  ...props
}: FormTextFieldProps<T> & { hideable?: boolean }) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={
        hideable
          ? {
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={visible ? ta.hidePassword : ta.showPassword}
                      onClick={() => setVisible((shown) => !shown)}
                      onMouseDown={(event) => event.preventDefault()}
                      edge="end"
                    >
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }
          : undefined
      }
    />
  );
}
