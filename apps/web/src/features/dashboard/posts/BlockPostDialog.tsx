import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { blockPostRequestSchema, DEFAULT_RULE_ID, type ModerationRuleId } from '@skelbimai/contract';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { tadm } from '../../../messages/admin.ts';
import { FormDialogEnd } from '../list/FormDialogEnd.tsx';
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
  const titleId = useId();
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
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{tadm.posts.blockTitle}</DialogTitle>
        <DialogContent>
          <RuleSelect value={ruleId} onChange={setRuleId} />
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            name="reason"
            label={tadm.posts.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={fieldError(error)}
          />
        </DialogContent>
        <FormDialogEnd general={general} busy={busy} submitLabel={tadm.posts.block} danger onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
