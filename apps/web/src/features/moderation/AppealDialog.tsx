import { type AppealSummary, appealRequestSchema } from '@skelbimai/contract';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { fieldError } from '../../components/fieldError.tsx';
import { errorMessages } from '../../lib/contract.ts';
import { tmod } from '../../messages/moderation.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { TextAreaField } from '../../ui/Field/Field.tsx';
import { sendAppeal } from './api.ts';
import styles from './moderation.module.css';

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
  const formId = useId();
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
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={tmod.appeal.title}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={busy}>
            {tmod.appeal.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {tmod.appeal.send}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        <TextAreaField
          rows={4}
          name="text"
          label={tmod.appeal.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldError(error)}
          hint={error ? undefined : tmod.appeal.hint}
          maxLength={2000}
        />
        {general && <Alert severity="error">{general}</Alert>}
      </form>
    </Dialog>
  );
}
