import { optionsOf, type PostField } from '@skelbimai/contract';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { fieldError } from '../../../components/fieldError.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { inputRef } from '../../../components/forms/inputRef.ts';
import { tat } from '../../../messages/attributes.ts';
import { Checkbox } from '../../../ui/Choice/Choice.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import styles from './AttributeFields.module.css';
import type { AttributeFormValues } from './attributeValues.ts';
import { FormSelect } from './FormSelect.tsx';
import type { PostFormValues } from './postFormSchema.ts';

type FormControl = Control<PostFormValues, unknown, PostFormValues>;

interface AttributeFieldsProps {
  fields: readonly PostField[];
  control: FormControl;
  setValue: UseFormSetValue<PostFormValues>;
  loading: boolean;
  failed: boolean;
}

/**
 * The chosen subcategory's fields (PRODUCT.md §25), each with its own input: a select for a choice (a model's
 * list follows the make and starts over when the make changes), a number with its unit, a year, a month, boxes
 * for several choices, Taip/Ne, text. Messages come from the contract's checkAttributes or the API, under the field.
 */
export function AttributeFields({ fields, control, setValue, loading, failed }: AttributeFieldsProps) {
  const values = (useWatch({ control, name: 'attributes' }) ?? {}) as AttributeFormValues;
  if (loading) return <Text tone="secondary">{tat.form.loading}</Text>;
  if (failed) return <Text tone="error">{tat.form.failed}</Text>;
  if (fields.length === 0) return null;
  const clearDependants = (key: string) => {
    for (const child of fields)
      if (child.type === 'choice' && child.dependsOn === key)
        setValue(`attributes.${child.key}`, '', { shouldDirty: true });
  };
  return (
    <section className={styles.block} aria-labelledby="attribute-fields-heading">
      <Heading level={2} size="subtitle1" id="attribute-fields-heading">
        {tat.form.heading}
      </Heading>
      <div className={styles.grid}>
        {fields.map((field) => (
          <AttributeInput
            key={field.key}
            field={field}
            fields={fields}
            values={values}
            control={control}
            onChanged={() => clearDependants(field.key)}
          />
        ))}
      </div>
    </section>
  );
}

function AttributeInput({
  field,
  fields,
  values,
  control,
  onChanged,
}: {
  field: PostField;
  fields: readonly PostField[];
  values: AttributeFormValues;
  control: FormControl;
  onChanged: () => void;
}) {
  const name = `attributes.${field.key}` as const;
  const common = { name, control, label: field.label, required: field.required };
  switch (field.type) {
    case 'choice': {
      const parent = field.dependsOn ? fields.find((other) => other.key === field.dependsOn) : undefined;
      const parentValue = parent ? values[parent.key] : undefined;
      const options = optionsOf(field, parent ? { [parent.key]: String(parentValue ?? '') } : {});
      const waiting = parent !== undefined && !parentValue;
      return (
        <FormSelect
          {...common}
          placeholder=""
          options={options}
          disabled={waiting}
          hint={waiting && parent ? tat.form.chooseParentFirst(parent.label) : undefined}
          onChanged={onChanged}
        />
      );
    }
    case 'yesNo':
      return (
        <FormSelect
          {...common}
          placeholder=""
          options={[
            { value: 'true', label: tat.form.yes },
            { value: 'false', label: tat.form.no },
          ]}
        />
      );
    case 'number':
      return (
        <FormTextField
          {...common}
          inputMode={field.decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          unit={field.unit}
        />
      );
    case 'year':
      return <FormTextField {...common} inputMode="numeric" autoComplete="off" maxLength={4} />;
    case 'month':
      return <FormTextField {...common} type="month" autoComplete="off" placeholder="2027-05" />;
    case 'text':
      return <FormTextField {...common} maxLength={field.maxLength} autoComplete="off" />;
    case 'multiChoice':
      return <MultiChoiceInput field={field} control={control} />;
  }
}

/** Several choices (a flat's equipment): a named group of boxes, its message under the group. */
function MultiChoiceInput({
  field,
  control,
}: {
  field: Extract<PostField, { type: 'multiChoice' }>;
  control: FormControl;
}) {
  const errorId = `attribute-${field.key}-error`;
  return (
    <Controller
      name={`attributes.${field.key}`}
      control={control}
      render={({ field: bound, fieldState }) => {
        const chosen = Array.isArray(bound.value) ? bound.value : [];
        const error = fieldError(fieldState.error?.message);
        return (
          <fieldset
            className={styles.group}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className={styles.legend}>{field.label}</legend>
            <div className={styles.boxes}>
              {field.options.map((option, index) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  name={bound.name}
                  value={option.value}
                  {...(index === 0 ? inputRef(bound.ref) : {})}
                  checked={chosen.includes(option.value)}
                  onBlur={bound.onBlur}
                  onChange={(event) =>
                    bound.onChange(
                      event.target.checked
                        ? [...chosen, option.value]
                        : chosen.filter((value) => value !== option.value),
                    )
                  }
                />
              ))}
            </div>
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
