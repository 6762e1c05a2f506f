import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { conversationMessages, tm } from '../../messages/conversations.ts';
import { reportMessage, reportReasonsQuery } from './api.ts';

/** 'Pranešti' on someone else's message: a reason and a comment; it reaches the dashboard with the thread. */
export default function ReportDialog({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const reasons = useQuery(reportReasonsQuery);
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const snackbar = useSnackbar();

  const submit = async () => {
    if (reasonId === '') return;
    try {
      await reportMessage(messageId, reasonId, comment);
      snackbar.show({ text: conversationMessages.reported, color: 'success' });
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.messages.join(' ') : tm.loadError);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-message-title">
      <DialogTitle id="report-message-title">{tm.reportTitle}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField select label={tm.reason} value={reasonId} onChange={(e) => setReasonId(Number(e.target.value))}>
          {(reasons.data ?? []).map((reason) => (
            <MenuItem key={reason.id} value={reason.id}>
              {reason.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={tm.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tm.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={reasonId === ''}>
          {tm.report}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
