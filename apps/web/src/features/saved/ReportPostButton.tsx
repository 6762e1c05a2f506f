import { lazy, Suspense, startTransition, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { iconFlagOutlined } from '../../ui/icons/iconFlagOutlined.ts';
import { useAuth } from '../auth/index.ts';
import styles from './ReportPostButton.module.css';

// The dialog (radio list, text field, reasons query) is fetched on the first click only.
const ReportDialog = lazy(() => import('./ReportDialog.tsx'));

/**
 * 'Pranešti' on the ad page. Reports need an account (guests must sign in first), so a guest
 * goes to /prisijungimas and comes back to this ad afterwards.
 */
export function ReportPostButton({ postId }: { postId: number }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const click = () => {
    if (auth.isAuthenticated) startTransition(() => setOpen(true));
    else navigate(loginPath(`${location.pathname}${location.search}`));
  };

  return (
    <>
      <Button
        onClick={click}
        disabled={auth.status === null}
        startIcon={iconFlagOutlined}
        variant="text"
        size="small"
        className={styles.button}
      >
        {t.saved.report}
      </Button>
      <Suspense fallback={null}>{open && <ReportDialog postId={postId} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
