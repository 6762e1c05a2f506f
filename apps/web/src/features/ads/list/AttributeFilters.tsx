import type { PostField } from '@skelbimai/contract';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { fieldError } from '../../../components/fieldError.tsx';
import { tat } from '../../../messages/attributes.ts';
import { Checkbox } from '../../../ui/Choice/Choice.tsx';
import { TextField } from '../../../ui/Field/Field.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import styles from './AttributeFilters.module.css';
import {
  type AttributeParams,
  chosenValues,
  filterOptions,
  isRanged,
  rangeParam,
  rangeText,
  withRange,
  withValues,
} from './attributeFilterValues.ts';

interface AttributeFiltersProps {
  fields: readonly PostField[];
  /** How many of the list's ads have each choice, by field and value; undefined while they load. */
  counts: Record<string, Record<string, number>> | undefined;
  value: AttributeParams;
  onChange: (next: AttributeParams) => void;
  /** The panel applies a range when focus leaves it or on Enter; the drawer takes every keystroke into its draft. */
  commitRangesOnBlur: boolean;
}

/**
 * A subcategory's filterable fields (PRODUCT.md §25): boxes with counts for the choices ('Dyzelinas (23)'),
 * 'nuo'/'iki' for numbers, years and months. The address holds them as attr.* (listQuery.ts).
 */
export function AttributeFilters({ fields, counts, value, onChange, commitRangesOnBlur }: AttributeFiltersProps) {
  const shown = fields.filter((field) => field.filterable && field.type !== 'text');
  if (shown.length === 0) return null;
  return (
    <div className={styles.filters} data-testid="attribute-filters">
      {shown.map((field) =>
        isRanged(field) ? (
          <RangeFilter
            key={field.key}
            field={field}
            value={value}
            onChange={onChange}
            commitOnBlur={commitRangesOnBlur}
          />
        ) : (
          <ChoiceFilter
            key={field.key}
            field={field}
            fields={fields}
            counts={counts?.[field.key]}
            value={value}
            onChange={onChange}
          />
        ),
      )}
    </div>
  );
}

function ChoiceFilter({
  field,
  fields,
  counts,
  value,
  onChange,
}: {
  field: PostField;
  fields: readonly PostField[];
  counts: Record<string, number> | undefined;
  value: AttributeParams;
  onChange: (next: AttributeParams) => void;
}) {
  const options = filterOptions(field, value, fields);
  const chosen = chosenValues(value, field.key);
  const parent =
    field.type === 'choice' && field.dependsOn ? fields.find((other) => other.key === field.dependsOn) : undefined;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{field.label}</legend>
      {options.length === 0 && parent ? (
        <Text variant="body2" tone="secondary">
          {tat.form.chooseParentFirst(parent.label)}
        </Text>
      ) : (
        <div className={options.length > 8 ? styles.scroll : styles.options}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={tat.filters.option(option.label, counts ? (counts[option.value] ?? 0) : undefined)}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  withValues(
                    value,
                    field,
                    event.target.checked ? [...chosen, option.value] : chosen.filter((other) => other !== option.value),
                    fields,
                  ),
                )
              }
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function RangeFilter({
  field,
  value,
  onChange,
  commitOnBlur,
}: {
  field: PostField;
  value: AttributeParams;
  onChange: (next: AttributeParams) => void;
  commitOnBlur: boolean;
}) {
  const unit = field.type === 'number' ? field.unit : undefined;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{unit ? `${field.label}, ${unit}` : field.label}</legend>
      <div className={styles.range}>
        {(['min', 'max'] as const).map((bound) => (
          <RangeInput
            key={bound}
            field={field}
            bound={bound}
            applied={value[rangeParam(field.key, bound)] ?? ''}
            commitOnBlur={commitOnBlur}
            onCommit={(text) => onChange(withRange(value, field.key, bound, text))}
          />
        ))}
      </div>
    </fieldset>
  );
}

function RangeInput({
  field,
  bound,
  applied,
  commitOnBlur,
  onCommit,
}: {
  field: PostField;
  bound: 'min' | 'max';
  applied: string;
  commitOnBlur: boolean;
  onCommit: (text: string) => void;
}) {
  const [text, setText] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  // An address changed from outside (Back, a shared link) shows its value.
  useEffect(() => setText(applied), [applied]);
  const commit = (typed: string) => {
    const checked = rangeText(field, typed);
    setError(checked === null ? (field.type === 'month' ? tat.filters.notMonth : tat.filters.notNumber) : null);
    if (checked !== null && checked !== applied) onCommit(checked);
  };
  return (
    <TextField
      label={bound === 'min' ? tat.filters.from : tat.filters.to}
      aria-label={bound === 'min' ? tat.filters.fromLabel(field.label) : tat.filters.toLabel(field.label)}
      name={rangeParam(field.key, bound)}
      value={text}
      type={field.type === 'month' ? 'month' : 'text'}
      inputMode={field.type === 'number' && field.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      error={fieldError(error)}
      className={styles.rangeField}
      onChange={(event) => {
        setText(event.target.value);
        if (!commitOnBlur) commit(event.target.value);
      }}
      onBlur={(event) => commitOnBlur && commit(event.target.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter' && commitOnBlur) commit(event.currentTarget.value);
      }}
    />
  );
}
