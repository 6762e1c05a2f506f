import type { PostField } from '@skelbimai/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useIsNarrow } from '../../../app/layout/useIsPhone.ts';
import { t } from '../../../messages/lt.ts';
import { Badge } from '../../../ui/Badge/Badge.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { afterThisPaint, preloadOnIntent, useLazyDialog } from '../../../ui/Dialog/lazyDialog.ts';
import { iconTune } from '../../../ui/icons/iconTune.ts';
import { Stack } from '../../../ui/Layout/Layout.tsx';
import { subCategoryFieldsQuery, useSubCategoryFields } from '../../categories/index.ts';
import { fieldCountsQuery, type PostListParams } from '../api.ts';
import { AttributeFilters } from './AttributeFilters.tsx';
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
export function Filters({ subCategoryId, query }: { subCategoryId?: number; query?: PostListParams } = {}) {
  const { applied, hasKeyword, draft, errors, apply, commitPrices, typePrice } = useListFilters();
  const narrow = useIsNarrow();
  // Phones ask for the fields and counts when the drawer first opens; laptops show them in the panel at once.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { fields, counts } = useFieldFilters(subCategoryId, query, !narrow || drawerUsed);

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
        <PhoneFilters
          subCategoryId={subCategoryId}
          applied={applied}
          onApply={apply}
          fields={fields}
          counts={counts}
          onFirstUse={() => setDrawerUsed(true)}
        />
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
      {fields.length > 0 && (
        <div className={styles.attributes}>
          <AttributeFilters
            fields={fields}
            counts={counts}
            value={applied.attributes}
            onChange={(attributes) => apply({ attributes })}
            commitRangesOnBlur
          />
        </div>
      )}
    </Card>
  );
}

/**
 * A subcategory's filterable fields and the counts of their choices for the list as filtered (PRODUCT.md §25),
 * both asked by the browser: a car's model list stays out of the page's HTML.
 */
function useFieldFilters(subCategoryId: number | undefined, query: PostListParams | undefined, wanted: boolean) {
  const fieldsQuery = useSubCategoryFields(wanted ? (subCategoryId ?? null) : null);
  const fields = (fieldsQuery.data ?? []).filter((field) => field.filterable);
  const counted = fields.some((field) => field.type !== 'number' && field.type !== 'year' && field.type !== 'month');
  const counts = useQuery({ ...fieldCountsQuery(query ?? {}), enabled: counted && query !== undefined }).data;
  return { fields: fields as readonly PostField[], counts };
}

interface FilterPartProps {
  /** The list's subcategory, whose fields the drawer waits for; none on a category or search list. */
  subCategoryId: number | undefined;
  applied: ListFilters;
  onApply: (next: Partial<ListFilters>) => void;
  fields: readonly PostField[];
  counts: Record<string, Record<string, number>> | undefined;
  /** The drawer is opened: its fields are worth asking for. */
  onFirstUse: () => void;
}

// The drawer (Base UI's dialog and focus trap) loads when a phone first opens it, not with every list.
const loadDrawer = () => import('./PhoneFiltersDrawer.tsx');
const PhoneFiltersDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.PhoneFiltersDrawer })));
const preloadDrawer = () => void loadDrawer();

function PhoneFilters({ subCategoryId, applied, onApply, fields, counts, onFirstUse }: FilterPartProps) {
  const queryClient = useQueryClient();
  // Each opening starts from the applied filters: a new drawer (its key), which shows them as its draft.
  const { openings, open, openDialog, closeDialog } = useLazyDialog();
  const count = activeFilterCount(applied);
  // A visitor scrolling the list is at work on it: the drawer's code is fetched then, not in the tap that opens
  // it, and never with the page's own scripts.
  useEffect(() => {
    addEventListener('scroll', preloadDrawer, { once: true, passive: true });
    return () => removeEventListener('scroll', preloadDrawer);
  }, []);

  return (
    <>
      <Badge count={count} tone="primary" label={`${t.ads.filters.title}: ${count}`}>
        <Button
          startIcon={iconTune}
          onClick={() =>
            // One transition opens the drawer once its code and the subcategory's fields are both here, so it
            // appears whole instead of growing up the screen as they arrive. The tap itself only paints its press.
            startTransition(async () => {
              onFirstUse();
              openDialog();
              if (subCategoryId === undefined) return;
              const fieldsQuery = subCategoryFieldsQuery(subCategoryId);
              if (queryClient.getQueryData(fieldsQuery.queryKey)) return;
              await afterThisPaint();
              await queryClient.prefetchQuery(fieldsQuery);
            })
          }
          {...preloadOnIntent(loadDrawer)}
        >
          {t.ads.filters.open}
        </Button>
      </Badge>
      <Suspense fallback={null}>
        {openings > 0 && (
          <PhoneFiltersDrawer
            key={openings}
            open={open}
            applied={applied}
            fields={fields}
            counts={counts}
            onClose={closeDialog}
            onApply={(next) => {
              closeDialog();
              onApply(next);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
