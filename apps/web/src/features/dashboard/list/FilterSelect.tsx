import { startTransition, useOptimistic } from 'react';
import { SelectField } from '../../../ui/Field/Field.tsx';
import styles from './filters.module.css';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled drop-down filter (a native select); the empty value means "any". */
export function FilterSelect({
  label,
  value,
  choices,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  // The filter lives in the address, which changes in a transition; until it does, the select keeps showing the
  // choice just made instead of jumping back to the old value (a person stepping through with the arrows would
  // otherwise be thrown back a step).
  const [shown, showChoice] = useOptimistic(value);
  return (
    <SelectField
      className={styles.select}
      label={label}
      value={shown}
      placeholder={anyLabel}
      options={choices}
      onChange={(event) => {
        const chosen = event.target.value;
        startTransition(() => {
          showChoice(chosen);
          onChange(chosen);
        });
      }}
    />
  );
}
