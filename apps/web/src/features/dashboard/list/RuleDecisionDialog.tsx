import { DEFAULT_RULE_ID, type ModerationRuleId } from '@skelbimai/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { TextAreaField } from '../../../ui/Field/Field.tsx';
import { FormDialog } from './FormDialog.tsx';
import { RuleSelect } from './RuleSelect.tsx';

/** A contract schema's `safeParse` of the request the decision sends: its reason as sent, or its first problem. */
type CheckedReason =
  | { success: true; data: { reason: string } }
  | { success: false; error: { issues: readonly { message: string }[] } };

/**
 * A moderator's decision that names a rule and the facts its owner reads in the statement of reasons (blocking
 * an ad, removing a rating): the contract checks the text first, then the server; the server's refusal of the
 * text shows on the field, any other on the dialog.
 */
export function RuleDecisionDialog({
  title,
  submitLabel,
  reasonLabel,
  busy,
  check,
  onCancel,
  onDecide,
}: {
  title: string;
  submitLabel: string;
  reasonLabel: string;
  busy: boolean;
  check: (reason: string, ruleId: ModerationRuleId) => CheckedReason;
  onCancel: () => void;
  onDecide: (reason: string, ruleId: ModerationRuleId) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [ruleId, setRuleId] = useState<ModerationRuleId>(DEFAULT_RULE_ID);
  const [error, setError] = useState('');
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(reason, ruleId);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setGeneral([]);
    try {
      await onDecide(checked.data.reason, ruleId);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const messages = failure.fieldMessages('reason');
      setError(messages.join(' '));
      setGeneral(messages.length > 0 ? [] : failure.messages);
    }
  };

  return (
    <FormDialog
      title={title}
      general={general}
      busy={busy}
      submitLabel={submitLabel}
      danger
      onCancel={onCancel}
      onSubmit={submit}
    >
      <RuleSelect value={ruleId} onChange={setRuleId} />
      <TextAreaField
        rows={2}
        name="reason"
        label={reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(error)}
      />
    </FormDialog>
  );
}
