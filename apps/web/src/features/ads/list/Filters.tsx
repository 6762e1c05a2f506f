import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsNarrow } from '../../../app/layout/useIsPhone.ts';
import { t } from '../../../messages/index.ts';
import {
  activeFilterCount,
  defaultSort,
  type ListFilters,
  type PriceErrors,
  readFilters,
  validatePrices,
  writeFilters,
} from './listQuery.ts';
import { PostTypeChips } from './PostTypeChips.tsx';
import { PriceFields } from './PriceFields.tsx';
import { SortSelect } from './SortSelect.tsx';

/**
 * Price range, post types and sort, kept in the address. On wide screens the filters sit above the
 * list and apply at once (prices on blur or Enter); on phones a 'Filtrai' button opens them in a
 * bottom drawer that applies on 'Rodyti skelbimus'. The sort is always in view.
 */
export function Filters() {
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const hasKeyword = (params.get('searchKeyword') ?? '').trim() !== '';
  const narrow = useIsNarrow();
  const apply = (next: ListFilters) => setParams(writeFilters(params, next));

  const sort = (
    <SortSelect
      value={applied.sort || defaultSort(hasKeyword)}
      hasKeyword={hasKeyword}
      onChange={(value) => apply({ ...applied, sort: value })}
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
        <InlinePrices applied={applied} onApply={apply} />
        {sort}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <PostTypeChips value={applied.postTypes} onChange={(postTypes) => apply({ ...applied, postTypes })} />
      </Box>
    </Paper>
  );
}

interface FilterPartProps {
  applied: ListFilters;
  onApply: (next: ListFilters) => void;
}

/** Typing does not reload the list; the range applies on blur or Enter once it is valid. */
function InlinePrices({ applied, onApply }: FilterPartProps) {
  const [draft, setDraft] = useState({ minPrice: applied.minPrice, maxPrice: applied.maxPrice });
  const [errors, setErrors] = useState<PriceErrors>({});
  // Back, a shared link or 'clear' changes the address: the fields follow it.
  useEffect(() => {
    setDraft({ minPrice: applied.minPrice, maxPrice: applied.maxPrice });
    setErrors({});
  }, [applied.minPrice, applied.maxPrice]);

  const commit = () => {
    const found = validatePrices(draft.minPrice, draft.maxPrice);
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    // '12,50' and '12.5' are the same filter: an unchanged range adds no history entry.
    const next = writeFilters(new URLSearchParams(), { ...applied, ...draft }).toString();
    if (next === writeFilters(new URLSearchParams(), applied).toString()) return;
    onApply({ ...applied, ...draft });
  };
  return (
    <PriceFields
      minPrice={draft.minPrice}
      maxPrice={draft.maxPrice}
      errors={errors}
      onChange={(field, value) => {
        const next = { ...draft, [field]: value };
        setDraft(next);
        // Once a message is shown it follows the typing, so it disappears as soon as the value is right.
        if (errors.minPrice || errors.maxPrice) setErrors(validatePrices(next.minPrice, next.maxPrice));
      }}
      onCommit={commit}
    />
  );
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
    onApply({ ...applied, minPrice: '', maxPrice: '', postTypes: [] });
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
        slotProps={{ paper: { sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '90vh' } } }}
      >
        <Box
          component="form"
          role="dialog"
          aria-label={t.ads.filters.title}
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
