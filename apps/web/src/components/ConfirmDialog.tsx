import { Alert } from '../ui/Alert/Alert.tsx';
import { Button } from '../ui/Button/Button.tsx';
import { Dialog } from '../ui/Dialog/Dialog.tsx';

/**
 * Asks before an action that cannot be taken back (delete, unblock); shows the server's refusal in place. The
 * labels come from the calling screen's messages, so one dialog serves the dashboard and the user's own pages.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy,
  errors,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  busy: boolean;
  errors: string[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      // While the action runs, Escape and the backdrop leave it open.
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      description={text}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {errors.length > 0 && <Alert severity="error">{errors.join(' ')}</Alert>}
    </Dialog>
  );
}
