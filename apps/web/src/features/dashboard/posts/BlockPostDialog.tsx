import { blockPostRequestSchema, DEFAULT_RULE_ID, type ModerationRuleId } from '@skelbimai/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { tadm } from '../../../messages/admin.ts';
import { TextAreaField } from '../../../ui/Field/Field.tsx';
import { FormDialog } from '../list/FormDialog.tsx';
import { RuleSelect } from '../list/RuleSelect.tsx';

/** Block one ad with the rule and a reason its owner sees (the statement of reasons); the contract checks the reason, then the server. */
export function BlockPostDialog({
  postId,
  busy,
  onCancel,
  onBlock,
}: {
  postId: number;
  busy: boolean;
  onCancel: () => void;
  onBlock: (reason: string, ruleId: ModerationRuleId) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [ruleId, setRuleId] = useState<ModerationRuleId>(DEFAULT_RULE_ID);
  const [error, setError] = useState('');
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = blockPostRequestSchema.safeParse({ postId, reason, ruleId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setGeneral([]);
    try {
      await onBlock(parsed.data.reason, ruleId);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const messages = failure.fieldMessages('reason');
      setError(messages.join(' '));
      setGeneral(messages.length > 0 ? [] : failure.messages);
    }
  };

  return (
    <FormDialog
      title={tadm.posts.blockTitle}
      general={general}
      busy={busy}
      submitLabel={tadm.posts.block}
      danger
      onCancel={onCancel}
      onSubmit={submit}
    >
      <RuleSelect value={ruleId} onChange={setRuleId} />
      <TextAreaField
        rows={2}
        name="reason"
        label={tadm.posts.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(error)}
      />
    </FormDialog>
  );
}
