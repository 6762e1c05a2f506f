import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '../../messages/lt.ts';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconSearch } from '../../ui/icons/iconSearch.ts';
import { holdKeyboard } from './holdKeyboard.ts';

// The dialog (its field, radios and suggestions) is fetched on the first tap, not with every page.
const loadDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/**
 * The phone toolbar's search icon; it opens the search dialog 'Paieška' with the cursor in its field, and a tap
 * brings the keyboard up at once (holdKeyboard.ts). Closing it returns the focus to the icon.
 */
export function PhoneSearchButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // How the last press began: only a finger or a pen has an on-screen keyboard to bring up.
  const pointer = useRef('');
  return (
    <>
      <IconButton
        ref={button}
        icon={iconSearch}
        tone="inherit"
        aria-label={t.search.open}
        title={t.search.open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={() => {
          if (pointer.current === 'touch' || pointer.current === 'pen') holdKeyboard();
          pointer.current = '';
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
