import type { ChangeEvent } from 'react';
import { type Control, Controller, type Path } from 'react-hook-form';
import { fieldError } from '../../../components/fieldError.tsx';
import { SelectField, type SelectFieldProps } from '../../../ui/Field/Field.tsx';
import styles from './FormSelect.module.css';
import type { PostFormValues } from './postFormSchema.ts';

type FormSelectProps = Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: Path<PostFormValues>;
  control: Control<PostFormValues, unknown, PostFormValues>;
  /** Called after the form's value changed (a main category starting its subcategory over). */
  onChanged?: (value: string) => void;
};

/** The kit's native select bound to a field of the ad form; its validation or server message shows under it. */
export function FormSelect({ name, control, onChanged, ...props }: FormSelectProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        // The kit's field takes no ref: the form focuses the first wrong field through this box's select.
        <div
          className={styles.box}
          ref={(box) => field.ref(box ? { focus: () => box.querySelector('select')?.focus() } : null)}
        >
          <SelectField
            {...props}
            name={field.name}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              field.onChange(event.target.value);
              onChanged?.(event.target.value);
            }}
            error={fieldError(fieldState.error?.message)}
          />
        </div>
      )}
    />
  );
}
