import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../messages/index.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { type ListFilters, type PriceErrors, validatePrices } from './listQuery.ts';
import { PostTypeChips } from './PostTypeChips.tsx';
import { PriceFields } from './PriceFields.tsx';

interface PhoneFiltersDrawerProps {
  open: boolean;
  /** The filters in the address: the draft starts from them (Filters mounts a drawer per opening). */
  applied: ListFilters;
  onClose: () => void;
  onApply: (next: ListFilters) => void;
}

/**
 * The phone's filters in a bottom drawer: a draft of the applied filters, applied on 'Rodyti skelbimus' when
 * the prices are valid, or cleared by 'Išvalyti'.
 */
export function PhoneFiltersDrawer({ open, applied, onClose, onApply }: PhoneFiltersDrawerProps) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<PriceErrors>({});

  const submit = () => {
    const found = validatePrices(draft.minPrice, draft.maxPrice);
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    onApply(draft);
  };
  const reset = () => onApply({ ...applied, minPrice: '', maxPrice: '', postTypes: [], location: '' });

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
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
          <Button onClick={onClose}>{t.ads.filters.close}</Button>
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
  );
}
