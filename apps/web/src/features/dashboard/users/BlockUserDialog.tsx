import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { DEFAULT_RULE_ID, type ModerationRuleId, USER_BLOCKED_REASON_MAX } from '@skelbimai/contract';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { tadm } from '../../../messages/admin.ts';
import { FormDialogEnd } from '../list/FormDialogEnd.tsx';
import { RuleSelect } from '../list/RuleSelect.tsx';

const dayChoices = [1, 7, 30] as const;
type Duration = `${(typeof dayChoices)[number]}` | 'date' | 'forever';

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
  const titleId = useId();
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
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{tadm.users.blockTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{tadm.users.blockText(name)}</DialogContentText>
          <FormControl>
            <FormLabel id={`${titleId}-duration`}>{tadm.users.duration}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-duration`}
              value={duration}
              onChange={(event) => setDuration(event.target.value as Duration)}
            >
              {dayChoices.map((days) => (
                <FormControlLabel key={days} value={String(days)} control={<Radio />} label={tadm.users.days(days)} />
              ))}
              <FormControlLabel value="date" control={<Radio />} label={tadm.users.untilDate} />
              <FormControlLabel value="forever" control={<Radio />} label={tadm.users.forever} />
            </RadioGroup>
          </FormControl>
          {duration === 'date' && (
            <TextField
              type="date"
              fullWidth
              margin="dense"
              label={tadm.users.date}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={Boolean(dateError)}
              helperText={dateError}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <RuleSelect value={ruleId} onChange={setRuleId} />
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            required
            label={tadm.users.blockReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError || `${reason.length}/${USER_BLOCKED_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: USER_BLOCKED_REASON_MAX } }}
          />
        </DialogContent>
        <FormDialogEnd general={general} busy={busy} submitLabel={tadm.users.block} danger onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
