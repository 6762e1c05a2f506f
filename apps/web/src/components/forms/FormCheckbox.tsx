import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A checkbox bound to a boolean react-hook-form field ('Prisiminti mane'). */
export function FormCheckbox<T extends FieldValues>({
  name,
  control,
  label,
}: {
  name: Path<T>;
  control: Control<T, unknown, FieldValues>;
  label: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}
