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
import { tn } from '../../messages/notices.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/Field/Field.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { createNotice } from './api.ts';
import styles from './notices.module.css';

type Field = 'reason' | 'explanation' | 'email';
type Errors = { general: string[] } & Record<Field, string[]>;
const noErrors: Errors = { general: [], reason: [], explanation: [], email: [] };

function errorsOf(error: unknown): Errors {
  if (!isApiError(error)) return { ...noErrors, general: [tn.failed] };
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
  const formId = useId();
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

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !send.isPending) onClose();
      }}
      title={tn.title}
      fullScreenOnPhone
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={send.isPending}>
            {tn.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={send.isPending}>
            {tn.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <Text tone="secondary">{tn.intro}</Text>
        {errors.general.length > 0 && (
          <Alert severity="error" data-testid="notice-errors">
            {errors.general.join(' ')}
          </Alert>
        )}
        <SelectField
          label={tn.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value as NoticeReason | '')}
          error={fieldError(errors.reason.join(' '))}
          required
          placeholder=""
          options={noticeReasons.map((value) => ({ value, label: noticeReasonTitles[value] }))}
        />
        <TextAreaField
          label={tn.explanation}
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          error={fieldError(errors.explanation.join(' '))}
          hint={errors.explanation.length > 0 ? undefined : `${explanation.length}/${noticeLimits.explanationMax}`}
          maxLength={noticeLimits.explanationMax}
          required
          rows={4}
        />
        {guest && (
          <TextField
            label={tn.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError(errors.email.join(' '))}
            hint={errors.email.length > 0 ? undefined : tn.emailHint}
            required
          />
        )}
      </form>
    </Dialog>
  );
}
