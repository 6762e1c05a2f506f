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
  return (
    <SelectField
      className={styles.select}
      label={label}
      value={value}
      placeholder={anyLabel}
      options={choices}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
