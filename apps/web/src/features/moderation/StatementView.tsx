import type { DecisionStatement } from '@skelbimai/contract';
import { Fragment } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { tmod } from '../../messages/moderation.ts';
import { Text } from '../../ui/Text/Text.tsx';
import styles from './moderation.module.css';

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
    <div>
      <dl className={styles.facts}>
        {rows.map(([name, value]) => (
          <Fragment key={name}>
            <dt className={styles.name}>{name}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <StatementState statement={statement} />
    </div>
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
        <Text key={line} variant="body2" className={styles.state}>
          {line}
        </Text>
      ))}
    </>
  );
}
