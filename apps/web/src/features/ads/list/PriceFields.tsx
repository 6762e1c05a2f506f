import Stack from '@mui/material/Stack';
import type { FocusEvent, KeyboardEvent } from 'react';
import { fieldError } from '../../../components/fieldError.tsx';
import { OutlinedTextField } from '../../../components/OutlinedFields.tsx';
import { t } from '../../../messages/index.ts';
import type { PriceErrors } from './listQuery.ts';

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
    <OutlinedTextField
      label={label}
      name={name}
      value={value}
      error={Boolean(errors[name])}
      helperText={fieldError(errors[name])}
      onChange={(event) => onChange(name, event.target.value)}
      onKeyDown={onKeyDown}
      inputMode="decimal"
      autoComplete="off"
      sx={{ width: { xs: '100%', md: 150 } }}
    />
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }} onBlur={onBlur}>
      {field('minPrice', t.ads.filters.priceFrom, minPrice)}
      {field('maxPrice', t.ads.filters.priceTo, maxPrice)}
    </Stack>
  );
}
