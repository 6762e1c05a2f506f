import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DecisionStatement } from '@skelbimai/contract';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { tmod } from '../../messages/index.ts';

const ts = tmod.statement;

/**
 * A statement of reasons (DSA Art. 17): what was restricted, the rule, the facts, automatic or not, the date;
 * then where its appeal stands or until when it can be made. A description list, so each value is read with
 * its name.
 */
export function StatementView({ statement }: { statement: DecisionStatement }) {
  const rows: [string, string][] = [
    [ts.what, statement.postTitle ? `${statement.kindTitle} – „${statement.postTitle}“` : statement.kindTitle],
    [ts.rule, statement.ruleTitle],
    [ts.facts, statement.facts],
    [ts.how, statement.automatic ? ts.automatic : ts.manual],
    [ts.date, formatDateTime(statement.createdAt)],
  ];
  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, m: 0 }}
      >
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <StatementState statement={statement} />
    </Box>
  );
}

function StatementState({ statement }: { statement: DecisionStatement }) {
  const { appeal } = statement;
  const lines: string[] = [];
  if (appeal) {
    lines.push(ts.appealState[appeal.state](formatDate(appeal.decidedAt ?? appeal.createdAt)));
    if (appeal.outcomeText) lines.push(ts.outcomeText(appeal.outcomeText));
  } else if (statement.endedAt) {
    lines.push(
      statement.endedHow === 'reversed'
        ? ts.reversed(formatDate(statement.endedAt))
        : ts.ended(formatDate(statement.endedAt)),
    );
  } else if (statement.canAppeal) {
    lines.push(ts.appealUntil(formatDate(statement.appealUntil)));
  } else {
    lines.push(ts.appealTooLate);
  }
  return (
    <>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ mt: 1 }}>
          {line}
        </Typography>
      ))}
    </>
  );
}
