import type { AdminPostReport, PersonRef, PostReportState } from '@skelbimai/contract';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import { Chip, type ChipProps } from '../../../ui/Badge/Badge.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { personDetail, personName } from '../list/people.ts';
import styles from './PostReports.module.css';

const stateLabels: Record<PostReportState, string> = {
  open: tadm.posts.report.open,
  resolved: tadm.posts.report.resolved,
  dismissed: tadm.posts.report.dismissed,
  blocked: tadm.posts.statuses.blocked ?? '',
};
const stateTones: Record<PostReportState, ChipProps['tone']> = {
  open: 'warning',
  resolved: 'success',
  dismissed: 'neutral',
  blocked: 'error',
};

/** 'Monika Moderatorė (monika@…)', or the e-mail alone for a moderator without a name (it read '—'). */
export function resolverText(person: PersonRef): string {
  const detail = personDetail(person);
  return detail ? `${personName(person)} (${detail})` : personName(person);
}

/** An ad's reports inside its row: open ones first, each open one with its 'Spręsti' button. */
export function PostReports({
  reports,
  postTitle,
  onResolve,
}: {
  reports: readonly AdminPostReport[];
  /** Names the ad in each button's accessible name: several ads can have reports with the same reason. */
  postTitle: string;
  onResolve: (report: AdminPostReport) => void;
}) {
  if (reports.length === 0) return null;
  const sorted = [...reports].sort((a, b) => Number(b.state === 'open') - Number(a.state === 'open'));
  return (
    <ul aria-label={tadm.posts.reports} className={styles.list}>
      {sorted.map((report) => (
        <li key={report.id} className={styles.report} data-testid="post-report">
          <Chip size="small" tone={stateTones[report.state]} className={styles.state}>
            {stateLabels[report.state]}
          </Chip>
          <div className={styles.text}>
            <Text variant="body2" className={styles.reason}>
              <strong>{report.reasonName}</strong>
              {report.comment ? ` — „${report.comment}“` : ''}
            </Text>
            <Text as="span" variant="caption" tone="secondary">
              {formatDateTime(report.createdAt)}
              {report.resolvedBy ? ` · ${tadm.posts.report.by(resolverText(report.resolvedBy))}` : ''}
              {report.note ? ` · ${report.note}` : ''}
            </Text>
          </div>
          {report.state === 'open' && (
            <Button
              size="small"
              onClick={() => onResolve(report)}
              aria-label={tadm.posts.report.resolveOf(report.reasonName, postTitle)}
              className={styles.resolve}
            >
              {tadm.posts.report.resolve}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
