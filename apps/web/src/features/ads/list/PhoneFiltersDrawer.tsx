import type { PostField } from '@skelbimai/contract';
import { useState } from 'react';
import { t } from '../../../messages/lt.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Drawer } from '../../../ui/Dialog/Dialog.tsx';
import { AttributeFilters } from './AttributeFilters.tsx';
import { LocationSelect } from './LocationSelect.tsx';
import { type ListFilters, type PriceErrors, validatePrices } from './listQuery.ts';
import styles from './PhoneFiltersDrawer.module.css';
import { PostTypeChips } from './PostTypeChips.tsx';
import { PriceFields } from './PriceFields.tsx';

interface PhoneFiltersDrawerProps {
  open: boolean;
  /** The filters in the address: the draft starts from them (Filters mounts a drawer per opening). */
  applied: ListFilters;
  /** The subcategory's filterable fields and their choices' counts (PRODUCT.md §25); none outside a subcategory. */
  fields: readonly PostField[];
  counts: Record<string, Record<string, number>> | undefined;
  onClose: () => void;
  onApply: (next: ListFilters) => void;
}

/**
 * The phone's filters in a bottom drawer (the kit's, titled 'Filtrai', closed by its 'Uždaryti' button, Escape or
 * the backdrop): a draft of the applied filters, applied on 'Rodyti skelbimus' when the prices are valid, or
 * cleared by 'Išvalyti'.
 */
export function PhoneFiltersDrawer({ open, applied, fields, counts, onClose, onApply }: PhoneFiltersDrawerProps) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<PriceErrors>({});

  const submit = () => {
    const found = validatePrices(draft.minPrice, draft.maxPrice);
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    onApply(draft);
  };
  const reset = () => onApply({ ...applied, minPrice: '', maxPrice: '', postTypes: [], location: '', attributes: {} });

  return (
    <Drawer
      side="bottom"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t.ads.filters.title}
      closeLabel={t.ads.filters.close}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
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
        <AttributeFilters
          fields={fields}
          counts={counts}
          value={draft.attributes}
          onChange={(attributes) => setDraft((current) => ({ ...current, attributes }))}
          commitRangesOnBlur={false}
        />
        <div className={styles.buttons}>
          <Button variant="text" onClick={reset}>
            {t.ads.filters.reset}
          </Button>
          <Button type="submit" variant="primary">
            {t.ads.filters.apply}
          </Button>
        </div>
      </form>
    </Drawer>
  );
}
