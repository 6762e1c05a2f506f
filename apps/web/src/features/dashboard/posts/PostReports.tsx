import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPostReport, PersonRef, PostReportState } from '@skelbimai/contract';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import { personDetail, personName } from '../list/people.ts';

const stateLabels: Record<PostReportState, string> = {
  open: tadm.posts.report.open,
  resolved: tadm.posts.report.resolved,
  dismissed: tadm.posts.report.dismissed,
  blocked: tadm.posts.statuses.blocked ?? '',
};
const stateColors: Record<PostReportState, 'warning' | 'success' | 'default' | 'error'> = {
  open: 'warning',
  resolved: 'success',
  dismissed: 'default',
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
    <Box component="ul" aria-label={tadm.posts.reports} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {sorted.map((report) => (
        <Stack
          key={report.id}
          component="li"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, py: 0.75, borderTop: 1, borderColor: 'divider' }}
          data-testid="post-report"
        >
          <Chip
            size="small"
            label={stateLabels[report.state]}
            color={stateColors[report.state]}
            sx={{ alignSelf: 'flex-start' }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{report.reasonName}</strong>
              {report.comment ? ` — „${report.comment}“` : ''}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {formatDateTime(report.createdAt)}
              {report.resolvedBy ? ` · ${tadm.posts.report.by(resolverText(report.resolvedBy))}` : ''}
              {report.note ? ` · ${report.note}` : ''}
            </Typography>
          </Box>
          {report.state === 'open' && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onResolve(report)}
              aria-label={tadm.posts.report.resolveOf(report.reasonName, postTitle)}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {tadm.posts.report.resolve}
            </Button>
          )}
        </Stack>
      ))}
    </Box>
  );
}
