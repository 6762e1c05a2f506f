import { POST_REPORT_COMMENT_MAX, reportMessages } from '@skelbimai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../components/fieldError.tsx';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { t } from '../../messages/lt.ts';
import { tsv } from '../../messages/saved.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { RadioGroup } from '../../ui/Choice/Choice.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { TextAreaField } from '../../ui/Field/Field.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { createPostReport, reportReasonsQuery } from './api.ts';
import styles from './ReportDialog.module.css';
import { type ReportErrors, reportErrorsOf } from './reportErrors.ts';

const noErrors: ReportErrors = { general: [], reasonId: [], comment: [] };

/** 'Pranešti apie skelbimą': a reason from the server's list, a comment (required for 'Kita'), send. */
export default function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const formId = useId();
  const snackbar = useSnackbar();
  const reasons = useQuery(reportReasonsQuery);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReportErrors>(noErrors);

  const reason = reasons.data?.find((item) => item.id === reasonId) ?? null;
  const send = useMutation({
    mutationFn: createPostReport,
    onSuccess: () => {
      onClose();
      snackbar.show({ text: reportMessages.sent, color: 'success' });
    },
    onError: (error) => setErrors(reportErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    const found: ReportErrors = {
      general: [],
      reasonId: reason ? [] : [tsv.reportChooseReason],
      comment: reason?.requiresComment && !text ? [tsv.reportCommentRequired(reason.name)] : [],
    };
    setErrors(found);
    if (!reason || found.comment.length > 0) return;
    send.mutate({ postId, reasonId: reason.id, ...(text ? { comment: text } : {}) });
  };

  return (
    <Dialog
      open
      // While the report is sent, Escape and the backdrop do not close it.
      onOpenChange={(open) => {
        if (!open && !send.isPending) onClose();
      }}
      title={tsv.reportTitle}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={send.isPending}>
            {tsv.reportCancel}
          </Button>
          {/* The form's submit button, outside the form's element in the dialog's button row. */}
          <Button type="submit" form={formId} variant="primary" loading={send.isPending} disabled={!reasons.data}>
            {tsv.reportSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        {errors.general.length > 0 && (
          <Alert severity="error" data-testid="report-errors">
            {errors.general.join(' ')}
          </Alert>
        )}
        {reasons.isPending && (
          <div className={styles.loading}>
            <Spinner label={t.app.loading} />
          </div>
        )}
        {reasons.isError && <Alert severity="error">{tsv.reportReasonsError}</Alert>}
        {reasons.data && (
          <RadioGroup
            legend={tsv.reportReason}
            name="reasonId"
            value={reasonId === null ? '' : String(reasonId)}
            onChange={(value) => {
              setReasonId(Number(value));
              setErrors(noErrors);
            }}
            options={reasons.data.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        )}
        {errors.reasonId.length > 0 && <p className={styles.reasonError}>{fieldError(errors.reasonId.join(' '))}</p>}
        {reasons.data && (
          <TextAreaField
            label={reason?.requiresComment ? tsv.reportComment : tsv.reportCommentOptional}
            required={reason?.requiresComment ?? false}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (errors.comment.length > 0) setErrors({ ...errors, comment: [] });
            }}
            error={fieldError(errors.comment.join(' '))}
            hint={`${comment.length}/${POST_REPORT_COMMENT_MAX}`}
            maxLength={POST_REPORT_COMMENT_MAX}
            rows={3}
          />
        )}
      </form>
    </Dialog>
  );
}
