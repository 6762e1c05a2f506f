import {
  DEFAULT_RULE_ID,
  type ModerationRuleId,
  type RatingReport,
  ratingMessages,
  removeRatingRequestSchema,
} from '@skelbimai/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { TextAreaField } from '../../../ui/Field/Field.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { FormDialog } from '../list/FormDialog.tsx';
import { RuleSelect } from '../list/RuleSelect.tsx';
import styles from './MessageReports.module.css';

const ratingReportsQuery = queryOptions({
  queryKey: ['dashboard', 'ratingReports'] as const,
  queryFn: ({ signal }) => api.get<RatingReport[]>('/api/ratings/reports', undefined, signal),
});

/**
 * Reported ratings (PRODUCT.md §27): 'Palikti' closes the report, 'Pašalinti' removes the rating with the rule and
 * the facts its author reads in the statement of reasons, as an ad's block (§17).
 */
export function RatingReports() {
  const reports = useQuery(ratingReportsQuery);
  const client = useQueryClient();
  const [removing, setRemoving] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ratingReportsQuery.queryKey });
  const resolve = async (id: number) => {
    await api.post('/api/ratings/resolveReport', { reportId: id });
    await refresh();
  };
  return (
    <section aria-labelledby="rating-reports-title" className={styles.section}>
      <Heading level={2} size="h6" id="rating-reports-title" className={styles.title}>
        {tadm.ratingReports.title}
      </Heading>
      {reports.data?.length === 0 && <Text tone="secondary">{tadm.ratingReports.none}</Text>}
      <ul className={styles.list}>
        {(reports.data ?? []).map((report) => (
          <Card as="li" key={report.id} data-testid="rating-report">
            <Text className={styles.reason}>
              {report.reason}
              {report.comment && ` – ${report.comment}`}
            </Text>
            <Text variant="body2" tone="secondary">
              {tadm.ratingReports.about(
                report.rating.raterName,
                report.rating.ratedName,
                report.reporterName,
                formatDateTime(report.createdAt),
              )}
            </Text>
            <Text variant="body2">
              {tadm.ratingReports.stars(report.rating.stars)}
              {report.rating.comment && ` – ${report.rating.comment}`}
            </Text>
            {report.rating.answer && (
              <Text variant="body2" tone="secondary">
                {tadm.ratingReports.answer(report.rating.answer)}
              </Text>
            )}
            <div>
              <Button size="small" onClick={() => void resolve(report.id)}>
                {tadm.ratingReports.resolve}
              </Button>{' '}
              <Button size="small" variant="danger" onClick={() => setRemoving(report.rating.id)}>
                {tadm.ratingReports.remove}
              </Button>
            </div>
          </Card>
        ))}
      </ul>
      {removing !== null && (
        <RemoveRatingDialog
          ratingId={removing}
          onCancel={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}

function RemoveRatingDialog({
  ratingId,
  onCancel,
  onRemoved,
}: {
  ratingId: number;
  onCancel: () => void;
  onRemoved: () => void;
}) {
  const [reason, setReason] = useState('');
  const [ruleId, setRuleId] = useState<ModerationRuleId>(DEFAULT_RULE_ID);
  const [error, setError] = useState('');
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = removeRatingRequestSchema.safeParse({ ratingId, reason, ruleId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setGeneral([]);
    setBusy(true);
    try {
      await api.post('/api/moderation/removeRating', parsed.data);
      snackbar.show({ text: ratingMessages.removed, color: 'success' });
      onRemoved();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const messages = failure.fieldMessages('reason');
      setError(messages.join(' '));
      setGeneral(messages.length > 0 ? [] : failure.messages);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={tadm.ratingReports.removeTitle}
      general={general}
      busy={busy}
      submitLabel={tadm.ratingReports.remove}
      danger
      onCancel={onCancel}
      onSubmit={submit}
    >
      <RuleSelect value={ruleId} onChange={setRuleId} />
      <TextAreaField
        rows={2}
        name="reason"
        label={tadm.ratingReports.facts}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(error)}
      />
    </FormDialog>
  );
}
