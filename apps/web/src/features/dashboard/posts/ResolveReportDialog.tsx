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
import {
  type AdminPostReport,
  type ModerationRuleId,
  type ReportOutcome,
  type ResolveReportRequest,
  resolveReportRequestSchema,
  ruleOfReportReason,
} from '@skelbimai/contract';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { tadm } from '../../../messages/admin.ts';
import { FormDialogEnd } from '../list/FormDialogEnd.tsx';
import { RuleSelect } from '../list/RuleSelect.tsx';

type Field = 'note' | 'blockedReason';
const outcomeLabels: Record<ReportOutcome, string> = {
  dismiss: tadm.posts.report.outcomeDismiss,
  resolve: tadm.posts.report.outcomeResolve,
  blockPost: tadm.posts.report.outcomeBlock,
};

/** Resolve, dismiss, or resolve by blocking the ad (with the reason its owner sees), with a note. */
export function ResolveReportDialog({
  report,
  busy,
  onCancel,
  onResolve,
}: {
  report: AdminPostReport;
  busy: boolean;
  onCancel: () => void;
  onResolve: (body: ResolveReportRequest) => Promise<unknown>;
}) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<ReportOutcome>('dismiss');
  const [note, setNote] = useState('');
  const [blockedReason, setBlockedReason] = useState(report.reasonName);
  const [ruleId, setRuleId] = useState<ModerationRuleId>(ruleOfReportReason(report.reasonId));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ResolveReportRequest = {
      reportId: report.id,
      outcome,
      note: note.trim() || undefined,
      blockedReason: outcome === 'blockPost' ? blockedReason.trim() || undefined : undefined,
      ...(outcome === 'blockPost' ? { ruleId } : {}),
    };
    const parsed = resolveReportRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setGeneral([]);
    try {
      await onResolve(body);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const next = {
        note: error.fieldMessages('note').join(' '),
        blockedReason: error.fieldMessages('blockedReason').join(' '),
      };
      setErrors(next);
      setGeneral(next.note || next.blockedReason ? [] : error.messages);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{tadm.posts.report.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {report.reasonName}
            {report.comment ? `: „${report.comment}“` : ''}
          </DialogContentText>
          <FormControl>
            <FormLabel id={`${titleId}-outcome`}>{tadm.posts.report.outcome}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-outcome`}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as ReportOutcome)}
            >
              {(Object.keys(outcomeLabels) as ReportOutcome[]).map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={outcomeLabels[value]} />
              ))}
            </RadioGroup>
          </FormControl>
          {outcome === 'blockPost' && <RuleSelect value={ruleId} onChange={setRuleId} />}
          {outcome === 'blockPost' && (
            <TextField
              fullWidth
              margin="dense"
              name="blockedReason"
              label={tadm.posts.reason}
              value={blockedReason}
              onChange={(event) => setBlockedReason(event.target.value)}
              error={Boolean(errors.blockedReason)}
              helperText={fieldError(errors.blockedReason)}
            />
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            name="note"
            label={tadm.posts.report.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(errors.note)}
            helperText={fieldError(errors.note)}
          />
        </DialogContent>
        <FormDialogEnd
          general={general}
          busy={busy}
          submitLabel={tadm.list.save}
          danger={outcome === 'blockPost'}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
