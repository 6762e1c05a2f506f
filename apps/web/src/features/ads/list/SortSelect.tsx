import type { PostSort } from '@skelbimai/contract';
import { t } from '../../../messages/lt.ts';
import { SelectField } from '../../../ui/Field/Field.tsx';
import styles from './Filters.module.css';
import { availableSorts } from './listQuery.ts';

/** A native select: light, and the phone's own picker on touch screens. */
export function SortSelect({
  value,
  hasKeyword,
  onChange,
}: {
  value: PostSort;
  hasKeyword: boolean;
  onChange: (sort: PostSort) => void;
}) {
  return (
    <SelectField
      label={t.ads.filters.sort}
      name="sort"
      value={value}
      onChange={(event) => onChange(event.target.value as PostSort)}
      options={availableSorts(hasKeyword).map((sort) => ({ value: sort, label: t.ads.sorts[sort] }))}
      className={styles.select}
    />
  );
}
