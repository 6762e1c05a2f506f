import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '../../ui/Choice/Choice.tsx';
import { inputRef } from './inputRef.ts';

/** A checkbox bound to a boolean react-hook-form field ('Prisiminti mane'). */
export function FormCheckbox<T extends FieldValues>({
  name,
  control,
  label,
  className,
}: {
  name: Path<T>;
  control: Control<T, unknown, FieldValues>;
  label: string;
  className?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Checkbox
          label={label}
          name={field.name}
          {...inputRef(field.ref)}
          checked={Boolean(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked)}
          className={className}
        />
      )}
    />
  );
}
