import type { FocusEvent, KeyboardEvent } from 'react';
import { fieldError } from '../../../components/fieldError.tsx';
import { t } from '../../../messages/lt.ts';
import { TextField } from '../../../ui/Field/Field.tsx';
import type { PriceErrors } from './listQuery.ts';
import styles from './PriceFields.module.css';

interface PriceFieldsProps {
  minPrice: string;
  maxPrice: string;
  errors: PriceErrors;
  onChange: (field: 'minPrice' | 'maxPrice', value: string) => void;
  /** Enter, or focus leaving both fields: the typed range is applied if it is valid (a pause does too: useListFilters). */
  onCommit?: () => void;
}

/** 'Kaina nuo' / 'Kaina iki' in euros; decimal comma or dot, messages under the field at fault. */
export function PriceFields({ minPrice, maxPrice, errors, onChange, onCommit }: PriceFieldsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onCommit?.();
  };
  // Moving from 'nuo' to 'iki' is not the end of typing a range: only leaving both applies it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onCommit?.();
  };
  const field = (name: 'minPrice' | 'maxPrice', label: string, value: string) => (
    <TextField
      label={label}
      name={name}
      value={value}
      error={fieldError(errors[name])}
      onChange={(event) => onChange(name, event.target.value)}
      onKeyDown={onKeyDown}
      inputMode="decimal"
      autoComplete="off"
      className={styles.field}
    />
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the fields' blur bubbling up, not an interaction of the div.
    <div className={styles.range} onBlur={onBlur}>
      {field('minPrice', t.ads.filters.priceFrom, minPrice)}
      {field('maxPrice', t.ads.filters.priceTo, maxPrice)}
    </div>
  );
}
