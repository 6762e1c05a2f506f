import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIsNarrow } from '../../../app/layout/useIsPhone.ts';
import { t } from '../../../messages/index.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { activeFilterCount, defaultSort, type ListFilters, type PriceErrors, validatePrices } from './listQuery.ts';
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
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center' }}>
        <PhoneFilters applied={applied} onApply={apply} />
        {sort}
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
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
      <Box sx={{ mt: 2 }}>
        <PostTypeChips value={applied.postTypes} onChange={(postTypes) => apply({ postTypes })} />
      </Box>
    </Paper>
  );
}

interface FilterPartProps {
  applied: ListFilters;
  onApply: (next: Partial<ListFilters>) => void;
}

function PhoneFilters({ applied, onApply }: FilterPartProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<PriceErrors>({});
  const count = activeFilterCount(applied);

  const openDrawer = () => {
    setDraft(applied);
    setErrors({});
    setOpen(true);
  };
  const submit = () => {
    const found = validatePrices(draft.minPrice, draft.maxPrice);
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    setOpen(false);
    onApply(draft);
  };
  const reset = () => {
    setOpen(false);
    onApply({ ...applied, minPrice: '', maxPrice: '', postTypes: [], location: '' });
  };

  return (
    <>
      <Badge badgeContent={count} color="primary">
        <Button variant="outlined" startIcon={<TuneIcon />} onClick={openDrawer}>
          {t.ads.filters.open}
        </Button>
      </Badge>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        // The drawer's paper is the dialog (MUI gives it the role): named there, not on a second dialog inside it.
        slotProps={{
          paper: {
            'aria-label': t.ads.filters.title,
            sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '90vh' },
          },
        }}
      >
        <Box
          component="form"
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {t.ads.filters.title}
            </Typography>
            <Button onClick={() => setOpen(false)}>{t.ads.filters.close}</Button>
          </Stack>
          <PriceFields
            minPrice={draft.minPrice}
            maxPrice={draft.maxPrice}
            errors={errors}
            onChange={(field, value) => {
              const next = { ...draft, [field]: value };
              setDraft(next);
              if (errors.minPrice || errors.maxPrice) setErrors(validatePrices(next.minPrice, next.maxPrice));
            }}
          />
          <LocationSelect value={draft.location} onChange={(location) => setDraft({ ...draft, location })} />
          <PostTypeChips value={draft.postTypes} onChange={(postTypes) => setDraft({ ...draft, postTypes })} />
          <Stack direction="row" spacing={1.5}>
            <Button onClick={reset} sx={{ flex: 1, whiteSpace: 'nowrap' }}>
              {t.ads.filters.reset}
            </Button>
            <Button type="submit" variant="contained" sx={{ flex: 1, whiteSpace: 'nowrap' }}>
              {t.ads.filters.apply}
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
