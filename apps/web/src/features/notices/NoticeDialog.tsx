import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type NoticeReason,
  noticeLimits,
  noticeMessages,
  noticeReasons,
  noticeReasonTitles,
} from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { fieldError } from '../../components/fieldError.tsx';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { t } from '../../messages/index.ts';
import { createNotice } from './api.ts';

type Field = 'reason' | 'explanation' | 'email';
type Errors = { general: string[] } & Record<Field, string[]>;
const noErrors: Errors = { general: [], reason: [], explanation: [], email: [] };

function errorsOf(error: unknown): Errors {
  if (!isApiError(error)) return { ...noErrors, general: [t.notices.failed] };
  const { reason = [], explanation = [], email = [] } = error.fieldErrors;
  const underFields = new Set([...reason, ...explanation, ...email]);
  const general = error.messages.filter((message) => !underFields.has(message));
  return { general, reason, explanation, email };
}

/**
 * 'Pranešti apie neteisėtą turinį': a reason, an explanation and, for a guest, an e-mail for the
 * acknowledgement and the answer. The server checks everything; its messages appear under their fields.
 */
export default function NoticeDialog({
  postId,
  guest,
  onClose,
}: {
  postId: number;
  guest: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const [reason, setReason] = useState<NoticeReason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>(noErrors);
  const send = useMutation({
    mutationFn: createNotice,
    onSuccess: () => {
      onClose();
      snackbar.show({ text: noticeMessages.sent, color: 'success' });
    },
    onError: (error) => setErrors(errorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(noErrors);
    send.mutate({
      postId,
      reason: reason as NoticeReason,
      explanation,
      ...(guest ? { email } : {}),
    });
  };
  const close = send.isPending ? undefined : onClose;

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{t.notices.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t.notices.intro}</DialogContentText>
        {errors.general.length > 0 && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="notice-errors">
            {errors.general.join(' ')}
          </Alert>
        )}
        <TextField
          select
          label={t.notices.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value as NoticeReason)}
          error={errors.reason.length > 0}
          helperText={fieldError(errors.reason.join(' '))}
          required
          fullWidth
          margin="normal"
        >
          {noticeReasons.map((value) => (
            <MenuItem key={value} value={value}>
              {noticeReasonTitles[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t.notices.explanation}
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          error={errors.explanation.length > 0}
          helperText={
            fieldError(errors.explanation.join(' ')) ?? `${explanation.length}/${noticeLimits.explanationMax}`
          }
          slotProps={{ htmlInput: { maxLength: noticeLimits.explanationMax } }}
          required
          multiline
          minRows={4}
          fullWidth
          margin="normal"
        />
        {guest && (
          <TextField
            label={t.notices.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email.length > 0}
            helperText={fieldError(errors.email.join(' ')) ?? t.notices.emailHint}
            required
            fullWidth
            margin="normal"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t.notices.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={send.isPending}>
          {t.notices.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
