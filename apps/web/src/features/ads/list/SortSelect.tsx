import TextField from '@mui/material/TextField';
import type { PostSort } from '@skelbimai/contract';
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
    <TextField
      select
      label={t.ads.filters.sort}
      name="sort"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as PostSort)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 170 }}
    >
      {availableSorts(hasKeyword).map((sort) => (
        <option key={sort} value={sort}>
          {t.ads.sorts[sort]}
        </option>
      ))}
    </TextField>
  );
}
