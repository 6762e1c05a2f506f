import { type RatingReport, ratingMessages, removeRatingRequestSchema } from '@skelbimai/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/index.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { RuleDecisionDialog } from '../list/RuleDecisionDialog.tsx';
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
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();
  return (
    <RuleDecisionDialog
      title={tadm.ratingReports.removeTitle}
      submitLabel={tadm.ratingReports.remove}
      reasonLabel={tadm.ratingReports.facts}
      busy={busy}
      check={(reason, ruleId) => removeRatingRequestSchema.safeParse({ ratingId, reason, ruleId })}
      onCancel={onCancel}
      onDecide={async (reason, ruleId) => {
        setBusy(true);
        try {
          await api.post('/api/moderation/removeRating', { ratingId, reason, ruleId });
          snackbar.show({ text: ratingMessages.removed, color: 'success' });
          onRemoved();
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
