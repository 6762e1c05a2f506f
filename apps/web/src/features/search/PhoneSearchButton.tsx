import { lazy, Suspense, useState } from 'react';
import { t } from '../../messages/lt.ts';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconSearch } from '../../ui/icons/iconSearch.ts';

// The dialog (its field, radios and suggestions) is fetched on the first tap, not with every page.
const loadDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** The phone toolbar's search icon; it opens the search dialog 'Paieška'. */
export function PhoneSearchButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        icon={iconSearch}
        tone="inherit"
        aria-label={t.search.open}
        title={t.search.open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
