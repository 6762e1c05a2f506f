import { DEFAULT_RULE_ID, type ModerationRuleId, USER_BLOCKED_REASON_MAX } from '@skelbimai/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { tadm } from '../../../messages/admin.ts';
import { RadioGroup } from '../../../ui/Choice/Choice.tsx';
import { TextAreaField, TextField } from '../../../ui/Field/Field.tsx';
import { FormDialog } from '../list/FormDialog.tsx';
import { RuleSelect } from '../list/RuleSelect.tsx';

const dayChoices = [1, 7, 30] as const;
type Duration = `${(typeof dayChoices)[number]}` | 'date' | 'forever';

const durationOptions: { value: Duration; label: string }[] = [
  ...dayChoices.map((days) => ({ value: `${days}` as const, label: tadm.users.days(days) })),
  { value: 'date', label: tadm.users.untilDate },
  { value: 'forever', label: tadm.users.forever },
];

/** When a block of this duration ends: an ISO instant, or null for indefinitely. '' when the date is missing. */
export function blockEnd(duration: Duration, date: string, now: Date = new Date()): string | null | '' {
  if (duration === 'forever') return null;
  if (duration === 'date') {
    if (!date) return '';
    // The whole chosen day counts: the block ends at its last minute, in the moderator's time zone.
    const end = new Date(`${date}T23:59:59`);
    return Number.isNaN(end.getTime()) ? '' : end.toISOString();
  }
  return new Date(now.getTime() + Number(duration) * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Block one user for 1, 7 or 30 days, until a date, or indefinitely, with a reason the user reads when a
 * sign-in is refused and gets by e-mail; the user is signed out everywhere.
 */
export function BlockUserDialog({
  name,
  busy,
  onCancel,
  onBlock,
}: {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onBlock: (blockedUntil: string | null, reason: string, ruleId: ModerationRuleId) => Promise<unknown>;
}) {
  const [duration, setDuration] = useState<Duration>('7');
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState('');
  const [reason, setReason] = useState('');
  const [ruleId, setRuleId] = useState<ModerationRuleId>(DEFAULT_RULE_ID);
  const [reasonError, setReasonError] = useState('');
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const end = blockEnd(duration, date);
    const missingReason = reason.trim() === '';
    setDateError(end === '' ? tadm.users.dateRequired : '');
    setReasonError(missingReason ? tadm.users.blockReasonRequired : '');
    if (end === '' || missingReason) return;
    setGeneral([]);
    try {
      await onBlock(end, reason.trim(), ruleId);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const dateMessages = error.fieldMessages('blockedUntil');
      const reasonMessages = error.fieldMessages('reason');
      setDateError(dateMessages.join(' '));
      setReasonError(reasonMessages.join(' '));
      setGeneral(dateMessages.length + reasonMessages.length > 0 ? [] : error.messages);
    }
  };

  return (
    <FormDialog
      title={tadm.users.blockTitle}
      description={tadm.users.blockText(name)}
      general={general}
      busy={busy}
      submitLabel={tadm.users.block}
      danger
      onCancel={onCancel}
      onSubmit={submit}
    >
      <RadioGroup
        legend={tadm.users.duration}
        name="duration"
        options={durationOptions}
        value={duration}
        onChange={(value) => setDuration(value as Duration)}
      />
      {duration === 'date' && (
        <TextField
          type="date"
          label={tadm.users.date}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={fieldError(dateError)}
        />
      )}
      <RuleSelect value={ruleId} onChange={setRuleId} />
      <TextAreaField
        rows={2}
        required
        label={tadm.users.blockReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(reasonError)}
        hint={reasonError ? undefined : `${reason.length}/${USER_BLOCKED_REASON_MAX}`}
        maxLength={USER_BLOCKED_REASON_MAX}
      />
    </FormDialog>
  );
}
