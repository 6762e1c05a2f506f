import { lazy, Suspense, startTransition, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginPath } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { iconBookmarkAdd } from '../../ui/icons/iconBookmarkAdd.ts';
import { useAuth } from '../auth/index.ts';
import styles from './alerts.module.css';

// The form (with the contract's schemas) loads on the first click, not with the list.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog.tsx'));

/** Set on the return address of a guest sent to sign in: the dialog opens when they come back. */
export const SAVE_SEARCH_PARAM = 'issaugoti';

/** The query string the API saves: the list's own filters plus the category its path names. */
export function savedSearchQuery(
  params: URLSearchParams,
  category?: { categoryName?: string; subCategoryName?: string },
) {
  const query = new URLSearchParams(params);
  query.delete(SAVE_SEARCH_PARAM);
  if (category?.categoryName) query.set('categoryName', category.categoryName);
  if (category?.subCategoryName) query.set('subCategoryName', category.subCategoryName);
  return query.toString();
}

/**
 * 'Išsaugoti paiešką' beside a list's results. A guest is sent to sign in and comes back to the same
 * list with the dialog open (`?issaugoti=1`), as 'Parašyti pardavėjui' does.
 */
export function SaveSearchButton(category: { categoryName?: string; subCategoryName?: string }) {
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const asked = params.get(SAVE_SEARCH_PARAM) === '1';
  const shown = isAuthenticated && (open || asked);

  const signInFirst = () => {
    const back = new URLSearchParams(params);
    back.set(SAVE_SEARCH_PARAM, '1');
    navigate(loginPath(`${location.pathname}?${back.toString()}`));
  };
  const close = () => {
    setOpen(false);
    if (asked)
      setParams(
        (next) => {
          next.delete(SAVE_SEARCH_PARAM);
          return next;
        },
        { replace: true },
      );
  };

  return (
    <>
      <Button
        variant="secondary"
        startIcon={iconBookmarkAdd}
        className={styles.saveSearchButton}
        onClick={() => (isAuthenticated ? startTransition(() => setOpen(true)) : signInFirst())}
      >
        {t.ads.saveSearch}
      </Button>
      <Suspense fallback={null}>
        {shown && <SaveSearchDialog query={savedSearchQuery(params, category)} onClose={close} />}
      </Suspense>
    </>
  );
}
