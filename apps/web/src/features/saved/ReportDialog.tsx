import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { POST_REPORT_COMMENT_MAX, reportMessages } from '@skelbimai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../components/fieldError.tsx';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { t } from '../../messages/index.ts';
import { createPostReport, reportReasonsQuery } from './api.ts';
import { type ReportErrors, reportErrorsOf } from './reportErrors.ts';

const noErrors: ReportErrors = { general: [], reasonId: [], comment: [] };

/** 'Pranešti apie skelbimą': a reason from the server's list, a comment (required for 'Kita'), send. */
export default function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const titleId = useId();
  const reasonLabelId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
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
      reasonId: reason ? [] : [t.saved.reportChooseReason],
      comment: reason?.requiresComment && !text ? [t.saved.reportCommentRequired(reason.name)] : [],
    };
    setErrors(found);
    if (!reason || found.comment.length > 0) return;
    send.mutate({ postId, reasonId: reason.id, ...(text ? { comment: text } : {}) });
  };

  const close = send.isPending ? undefined : onClose;
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{t.saved.reportTitle}</DialogTitle>
      <DialogContent>
        {errors.general.length > 0 && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="report-errors">
            {errors.general.join(' ')}
          </Alert>
        )}
        {reasons.isPending && (
          <CircularProgress aria-label={t.app.loading} sx={{ display: 'block', mx: 'auto', my: 2 }} />
        )}
        {reasons.isError && <Alert severity="error">{t.saved.reportReasonsError}</Alert>}
        {reasons.data && (
          <FormControl error={errors.reasonId.length > 0} fullWidth>
            <FormLabel id={reasonLabelId}>{t.saved.reportReason}</FormLabel>
            <RadioGroup
              aria-labelledby={reasonLabelId}
              value={reasonId === null ? '' : String(reasonId)}
              onChange={(_event, value) => {
                setReasonId(Number(value));
                setErrors(noErrors);
              }}
            >
              {reasons.data.map((item) => (
                <FormControlLabel
                  key={item.id}
                  value={String(item.id)}
                  control={<Radio size="small" />}
                  label={item.name}
                />
              ))}
            </RadioGroup>
            {errors.reasonId.length > 0 && <FormHelperText>{errors.reasonId.join(' ')}</FormHelperText>}
          </FormControl>
        )}
        {reasons.data && (
          <TextField
            label={reason?.requiresComment ? t.saved.reportComment : t.saved.reportCommentOptional}
            required={reason?.requiresComment ?? false}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (errors.comment.length > 0) setErrors({ ...errors, comment: [] });
            }}
            error={errors.comment.length > 0}
            helperText={fieldError(errors.comment.join(' ')) ?? `${comment.length}/${POST_REPORT_COMMENT_MAX}`}
            slotProps={{ htmlInput: { maxLength: POST_REPORT_COMMENT_MAX } }}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t.saved.reportCancel}
        </Button>
        <Button type="submit" variant="contained" loading={send.isPending} disabled={!reasons.data}>
          {t.saved.reportSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
