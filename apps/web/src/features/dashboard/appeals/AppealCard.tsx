import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminAppeal, AppealOutcome } from '@skelbimai/contract';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tmod } from '../../../messages/index.ts';
import { StatementView } from '../../moderation/index.ts';
import { personName } from '../list/people.ts';

const td = tmod.dashboard;

/** One appeal: who and when, its text beside the decision's statement, and the two outcomes while open. */
export function AppealCard({ appeal, onDecide }: { appeal: AdminAppeal; onDecide: (outcome: AppealOutcome) => void }) {
  const { decision } = appeal;
  const headingId = `appeal-${appeal.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
        {decision.kindTitle}
        {decision.postId !== null && (
          <>
            {' · '}
            <Link component={RouterLink} to={paths.ad(decision.postId)}>
              {td.ad(decision.postId)}
            </Link>
          </>
        )}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {td.appealedBy}: {appeal.user ? personName(appeal.user) : '–'} ·{' '}
        {td.appealedAt(formatDateTime(appeal.createdAt))}
        {' · '}
        {appeal.decisionBy ? td.decisionBy(personName(appeal.decisionBy)) : td.decisionAutomatic}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2">
            {tmod.statement.heading}
          </Typography>
          <StatementView statement={decision} />
        </Stack>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2">
            {td.appealText}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {appeal.text}
          </Typography>
          {appeal.state !== 'open' && (
            <>
              <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
                {appeal.decidedBy && appeal.decidedAt
                  ? td.decidedBy(personName(appeal.decidedBy), formatDateTime(appeal.decidedAt))
                  : null}
              </Typography>
              {appeal.selfReviewed && <Typography variant="body2">{td.selfReviewed}</Typography>}
            </>
          )}
        </Stack>
      </Stack>
      {appeal.state === 'open' && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => onDecide('upheld')}>
            {td.uphold}
          </Button>
          <Button variant="contained" color="error" onClick={() => onDecide('reversed')}>
            {td.reverse}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
