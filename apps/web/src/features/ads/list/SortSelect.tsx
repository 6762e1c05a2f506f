import type { PostSort } from '@skelbimai/contract';
import { PlainSelectField } from '../../../components/PlainSelectField.tsx';
import { t } from '../../../messages/index.ts';
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
    <PlainSelectField
      label={t.ads.filters.sort}
      name="sort"
      value={value}
      onChange={(sort) => onChange(sort as PostSort)}
      minWidth={170}
    >
      {availableSorts(hasKeyword).map((sort) => (
        <option key={sort} value={sort}>
          {t.ads.sorts[sort]}
        </option>
      ))}
    </PlainSelectField>
  );
}
