import { type AppealOutcome, decideAppealRequestSchema } from '@skelbimai/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { tmod } from '../../../messages/moderation.ts';
import { TextAreaField } from '../../../ui/Field/Field.tsx';
import { FormDialog } from '../list/FormDialog.tsx';

const td = tmod.dashboard;

/** 'Palikti sprendimą' or 'Atšaukti sprendimą' with the explanation the user is e-mailed. */
export function DecideAppealDialog({
  appealId,
  outcome,
  busy,
  onCancel,
  onDecide,
}: {
  appealId: number;
  outcome: AppealOutcome;
  busy: boolean;
  onCancel: () => void;
  onDecide: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = decideAppealRequestSchema.safeParse({ appealId, outcome, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setGeneral([]);
    try {
      await onDecide(parsed.data.text);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const messages = failure.fieldMessages('text');
      setError(messages.join(' '));
      setGeneral(messages.length > 0 ? [] : failure.messages);
    }
  };

  const reversing = outcome === 'reversed';
  return (
    <FormDialog
      title={reversing ? td.reverseTitle : td.upholdTitle}
      size="medium"
      general={general}
      busy={busy}
      submitLabel={reversing ? td.reverse : td.uphold}
      danger={reversing}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextAreaField
        rows={3}
        name="text"
        label={td.outcomeText}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={fieldError(error)}
        hint={error ? undefined : td.outcomeHint}
      />
    </FormDialog>
  );
}
