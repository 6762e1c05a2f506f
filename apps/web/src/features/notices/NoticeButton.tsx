import { lazy, Suspense, startTransition, useState } from 'react';
import { t } from '../../messages/lt.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { iconGavelOutlined } from '../../ui/icons/iconGavelOutlined.ts';
import { useAuth } from '../auth/index.ts';
import styles from './notices.module.css';

const NoticeDialog = lazy(() => import('./NoticeDialog.tsx'));

/** 'Pranešti apie neteisėtą turinį' beside 'Pranešti': guests too, without signing in. */
export function NoticeButton({ postId }: { postId: number }) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => startTransition(() => setOpen(true))}
        disabled={auth.status === null}
        startIcon={iconGavelOutlined}
        variant="text"
        size="small"
        className={styles.open}
      >
        {t.notices.open}
      </Button>
      <Suspense fallback={null}>
        {open && <NoticeDialog postId={postId} guest={!auth.isAuthenticated} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
