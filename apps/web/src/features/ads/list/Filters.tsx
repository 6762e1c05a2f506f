import { lazy, Suspense, useState } from 'react';
import { useIsNarrow } from '../../../app/layout/useIsPhone.ts';
import { t } from '../../../messages/lt.ts';
import { Badge } from '../../../ui/Badge/Badge.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { iconTune } from '../../../ui/icons/iconTune.ts';
import { Stack } from '../../../ui/Layout/Layout.tsx';
import styles from './Filters.module.css';
import { LocationSelect } from './LocationSelect.tsx';
import { activeFilterCount, defaultSort, type ListFilters } from './listQuery.ts';
import { PostTypeChips } from './PostTypeChips.tsx';
import { PriceFields } from './PriceFields.tsx';
import { SortSelect } from './SortSelect.tsx';
import { useListFilters } from './useListFilters.ts';

/**
 * Price range, settlement, post types and sort, kept in the address (useListFilters). On wide screens the filters sit above
 * the list and apply at once (prices after a pause in typing, on blur or Enter); on phones a 'Filtrai' button
 * opens them in a bottom drawer that applies on 'Rodyti skelbimus'. The sort is always in view.
 */
export function Filters() {
  const { applied, hasKeyword, draft, errors, apply, commitPrices, typePrice } = useListFilters();
  const narrow = useIsNarrow();

  const sort = (
    <SortSelect
      value={applied.sort || defaultSort(hasKeyword)}
      hasKeyword={hasKeyword}
      onChange={(value) => apply({ sort: value })}
    />
  );

  if (narrow) {
    return (
      <Stack direction="row" gap={1.5} align="end" className={styles.narrow}>
        <PhoneFilters applied={applied} onApply={apply} />
        {sort}
      </Stack>
    );
  }
  return (
    <Card className={styles.panel}>
      <Stack direction="row" gap={2} align="start" wrap>
        <PriceFields
          minPrice={draft.minPrice}
          maxPrice={draft.maxPrice}
          errors={errors}
          onChange={typePrice}
          onCommit={commitPrices}
        />
        <LocationSelect value={applied.location} onChange={(location) => apply({ location })} />
        {sort}
      </Stack>
      <div className={styles.types}>
        <PostTypeChips value={applied.postTypes} onChange={(postTypes) => apply({ postTypes })} />
      </div>
    </Card>
  );
}

interface FilterPartProps {
  applied: ListFilters;
  onApply: (next: Partial<ListFilters>) => void;
}

// The drawer (Base UI's dialog and focus trap) loads when a phone first opens it, not with every list.
const loadDrawer = () => import('./PhoneFiltersDrawer.tsx');
const PhoneFiltersDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.PhoneFiltersDrawer })));
const preloadDrawer = () => void loadDrawer();

function PhoneFilters({ applied, onApply }: FilterPartProps) {
  const [open, setOpen] = useState(false);
  // Each opening starts from the applied filters: a new drawer (its key), which shows them as its draft.
  const [openings, setOpenings] = useState(0);
  const count = activeFilterCount(applied);

  return (
    <>
      <Badge count={count} tone="primary" label={`${t.ads.filters.title}: ${count}`}>
        <Button
          startIcon={iconTune}
          onClick={() => {
            setOpenings((n) => n + 1);
            setOpen(true);
          }}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
        >
          {t.ads.filters.open}
        </Button>
      </Badge>
      {openings > 0 && (
        <Suspense fallback={null}>
          <PhoneFiltersDrawer
            key={openings}
            open={open}
            applied={applied}
            onClose={() => setOpen(false)}
            onApply={(next) => {
              setOpen(false);
              onApply(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
