import SearchIcon from '@mui/icons-material/Search';
import { lazy, Suspense, useState } from 'react';
import { PlainIconButton } from '../../components/PlainIconButton.tsx';
import { t } from '../../messages/index.ts';

// The dialog (Modal, TextField, radios) is fetched on the first tap, not with every page.
const loadDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** The phone toolbar's search icon; it opens the search dialog 'Paieška'. */
export function PhoneSearchButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <PlainIconButton
        tone="inherit"
        label={t.search.open}
        title={t.search.open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </PlainIconButton>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
