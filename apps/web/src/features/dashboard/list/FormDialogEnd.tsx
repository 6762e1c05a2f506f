import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { tadm } from '../../../messages/admin.ts';

/**
 * The end of a dashboard form dialog: the server's general messages, then 'Atšaukti' and the submit button.
 * Rendered inside the form, after its DialogContent.
 */
export function FormDialogEnd({
  general,
  busy,
  submitLabel,
  danger = false,
  onCancel,
}: {
  general: string[];
  busy: boolean;
  submitLabel: string;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {general.length > 0 && (
        <Alert severity="error" sx={{ mx: 3, mb: 1 }}>
          {general.join(' ')}
        </Alert>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {tadm.list.cancel}
        </Button>
        <Button type="submit" color={danger ? 'error' : 'primary'} variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
