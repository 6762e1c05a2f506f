import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type AppealSummary, appealRequestSchema } from '@skelbimai/contract';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { fieldError } from '../../components/fieldError.tsx';
import { errorMessages, tmod } from '../../messages/index.ts';
import { sendAppeal } from './api.ts';

/**
 * 'Apskųsti sprendimą': the appeal's text (10–2,000 characters, checked by the contract, then the server).
 * With `token` (the e-mail's signed link) it works signed out. `onSent` gets the server's message.
 */
export function AppealDialog({
  decisionId,
  token,
  onClose,
  onSent,
}: {
  decisionId: number;
  token?: string;
  onClose: () => void;
  onSent: (appeal: AppealSummary, message: string) => void;
}) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [general, setGeneral] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = appealRequestSchema.safeParse({ decisionId, text, ...(token ? { token } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'text')?.message ?? '');
      return;
    }
    setError('');
    setGeneral('');
    setBusy(true);
    try {
      const envelope = await sendAppeal(parsed.data);
      if (envelope.data) onSent(envelope.data, envelope.messages.join(' '));
    } catch (failure) {
      if (!isApiError(failure)) {
        setGeneral(errorMessages.clientOrServer);
        return;
      }
      const messages = failure.fieldMessages('text');
      setError(messages.join(' '));
      setGeneral(messages.length > 0 ? '' : failure.messages.join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{tmod.appeal.title}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={4}
            margin="dense"
            name="text"
            label={tmod.appeal.text}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(error)}
            helperText={fieldError(error) ?? tmod.appeal.hint}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {general && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {general}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {tmod.appeal.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {tmod.appeal.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
