import {
  type AdminPostReport,
  type ModerationRuleId,
  type ReportOutcome,
  type ResolveReportRequest,
  resolveReportRequestSchema,
  ruleOfReportReason,
} from '@skelbimai/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { tadm } from '../../../messages/admin.ts';
import { RadioGroup } from '../../../ui/Choice/Choice.tsx';
import { TextAreaField, TextField } from '../../../ui/Field/Field.tsx';
import { FormDialog } from '../list/FormDialog.tsx';
import { RuleSelect } from '../list/RuleSelect.tsx';

type Field = 'note' | 'blockedReason';
const outcomeLabels: Record<ReportOutcome, string> = {
  dismiss: tadm.posts.report.outcomeDismiss,
  resolve: tadm.posts.report.outcomeResolve,
  blockPost: tadm.posts.report.outcomeBlock,
};
const outcomeOptions = (Object.keys(outcomeLabels) as ReportOutcome[]).map((value) => ({
  value,
  label: outcomeLabels[value],
}));

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
    <FormDialog
      title={tadm.posts.report.dialogTitle}
      description={`${report.reasonName}${report.comment ? `: „${report.comment}“` : ''}`}
      general={general}
      busy={busy}
      submitLabel={tadm.list.save}
      danger={outcome === 'blockPost'}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <RadioGroup
        legend={tadm.posts.report.outcome}
        name="outcome"
        options={outcomeOptions}
        value={outcome}
        onChange={(value) => setOutcome(value as ReportOutcome)}
      />
      {outcome === 'blockPost' && <RuleSelect value={ruleId} onChange={setRuleId} />}
      {outcome === 'blockPost' && (
        <TextField
          name="blockedReason"
          label={tadm.posts.reason}
          value={blockedReason}
          onChange={(event) => setBlockedReason(event.target.value)}
          error={fieldError(errors.blockedReason)}
        />
      )}
      <TextAreaField
        rows={2}
        name="note"
        label={tadm.posts.report.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={fieldError(errors.note)}
      />
    </FormDialog>
  );
}
