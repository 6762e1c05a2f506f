import { lazy, Suspense, useRef } from 'react';
import { t } from '../../messages/lt.ts';
import { preloadOnIntent, useLazyDialog } from '../../ui/Dialog/lazyDialog.ts';
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
  const { openings, open, openDialog, closeDialog } = useLazyDialog();
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
        {...preloadOnIntent(loadDialog)}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={() => {
          if (pointer.current === 'touch' || pointer.current === 'pen') holdKeyboard();
          pointer.current = '';
          openDialog();
        }}
      />
      <Suspense fallback={null}>
        {openings > 0 && <SearchDialog open={open} onClose={closeDialog} returnFocusTo={button} />}
      </Suspense>
    </>
  );
}
