import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { conversationMessages, tm } from '../../messages/conversations.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { SelectField, TextAreaField } from '../../ui/Field/Field.tsx';
import { reportMessage, reportReasonsQuery } from './api.ts';
import styles from './messages.module.css';

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
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tm.reportTitle}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {tm.cancel}
          </Button>
          <Button variant="primary" onClick={submit} disabled={reasonId === ''}>
            {tm.report}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <SelectField
          label={tm.reason}
          value={reasonId === '' ? '' : String(reasonId)}
          onChange={(event) => setReasonId(event.target.value === '' ? '' : Number(event.target.value))}
          placeholder=""
          options={(reasons.data ?? []).map((reason) => ({ value: String(reason.id), label: reason.name }))}
        />
        <TextAreaField label={tm.comment} value={comment} onChange={(e) => setComment(e.target.value)} rows={2} />
        {error && <Alert severity="error">{error}</Alert>}
      </div>
    </Dialog>
  );
}
