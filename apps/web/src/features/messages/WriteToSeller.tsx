import { lazy, Suspense, startTransition, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath, paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { iconChat } from '../../ui/icons/iconChat.ts';
import { useAuth } from '../auth/index.ts';
import styles from './messages.module.css';

// The form (with the contract's texts) loads on the first click, not with the ad page.
const WriteDialog = lazy(() => import('./WriteDialog.tsx'));

/**
 * 'Parašyti pardavėjui' on an ad page (not on one's own ad). A guest is sent to sign in and comes back to the
 * ad with the form open (`?rasyti=1`).
 */
export function WriteToSeller({ postId, ownerId }: { postId: number; ownerId: string | null }) {
  const { user, isAuthenticated } = useAuth();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const asked = search.get('rasyti') === '1';
  if (user && user.id === ownerId) return null;
  const shown = isAuthenticated && (open || asked);

  const close = () => {
    setOpen(false);
    if (asked)
      setSearch(
        (params) => {
          params.delete('rasyti');
          return params;
        },
        { replace: true },
      );
  };

  return (
    <>
      <Button
        size="large"
        fullWidth
        startIcon={iconChat}
        className={styles.writeButton}
        onClick={() =>
          isAuthenticated ? startTransition(() => setOpen(true)) : navigate(loginPath(paths.writeToSeller(postId)))
        }
      >
        {t.adPage.writeToSeller}
      </Button>
      <Suspense fallback={null}>{shown && <WriteDialog postId={postId} onClose={close} />}</Suspense>
    </>
  );
}
