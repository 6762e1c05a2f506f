import type { AdminAppeal, AppealOutcome } from '@skelbimai/contract';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tmod } from '../../../messages/moderation.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import { StatementView } from '../../moderation/index.ts';
import { personName } from '../list/people.ts';
import styles from './AppealCard.module.css';

const td = tmod.dashboard;

/** One appeal: who and when, its text beside the decision's statement, and the two outcomes while open. */
export function AppealCard({ appeal, onDecide }: { appeal: AdminAppeal; onDecide: (outcome: AppealOutcome) => void }) {
  const { decision } = appeal;
  const headingId = `appeal-${appeal.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.card}>
      <Heading level={2} size="h6" id={headingId} className={styles.title}>
        {decision.kindTitle}
        {decision.postId !== null && (
          <>
            {' · '}
            <TextLink to={paths.ad(decision.postId)}>{td.ad(decision.postId)}</TextLink>
          </>
        )}
      </Heading>
      <Text variant="body2" tone="secondary" className={styles.meta}>
        {td.appealedBy}: {appeal.user ? personName(appeal.user) : '–'} ·{' '}
        {td.appealedAt(formatDateTime(appeal.createdAt))}
        {' · '}
        {appeal.decisionBy ? td.decisionBy(personName(appeal.decisionBy)) : td.decisionAutomatic}
      </Text>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Heading level={3} size="subtitle2">
            {tmod.statement.heading}
          </Heading>
          <StatementView statement={decision} />
        </div>
        <div className={styles.column}>
          <Heading level={3} size="subtitle2">
            {td.appealText}
          </Heading>
          <Text variant="body2" className={styles.appealText}>
            {appeal.text}
          </Text>
          {appeal.state !== 'open' && (
            <>
              <Text variant="body2" className={styles.decided}>
                {appeal.decidedBy && appeal.decidedAt
                  ? td.decidedBy(personName(appeal.decidedBy), formatDateTime(appeal.decidedAt))
                  : null}
              </Text>
              {appeal.selfReviewed && <Text variant="body2">{td.selfReviewed}</Text>}
            </>
          )}
        </div>
      </div>
      {appeal.state === 'open' && (
        <div className={styles.actions}>
          <Button onClick={() => onDecide('upheld')}>{td.uphold}</Button>
          <Button variant="danger" onClick={() => onDecide('reversed')}>
            {td.reverse}
          </Button>
        </div>
      )}
    </Card>
  );
}
