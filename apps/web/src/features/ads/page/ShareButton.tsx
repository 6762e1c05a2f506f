import { useSnackbar } from '../../../components/snackbar/index.ts';
import { t } from '../../../messages/lt.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { iconShare } from '../../../ui/icons/iconShare.ts';
import styles from './ShareButton.module.css';

/** The phone's share sheet where there is one; elsewhere the link is copied and a snackbar says so. */
export function ShareButton({ title }: { title: string }) {
  const snackbar = useSnackbar();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      snackbar.show({ text: t.adPage.linkCopied, color: 'success' });
    } catch {
      snackbar.show({ text: t.adPage.copyFailed, color: 'error' });
    }
  };
  return (
    <Button onClick={share} startIcon={iconShare} variant="text" size="small" className={styles.share}>
      {t.adPage.share}
    </Button>
  );
}
