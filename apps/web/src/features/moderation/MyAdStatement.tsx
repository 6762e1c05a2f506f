import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { tmod } from '../../messages/moderation.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { AppealDialog } from './AppealDialog.tsx';
import { moderationKeys, myDecisionsQuery, statementOfPost } from './api.ts';
import styles from './moderation.module.css';
import { StatementView } from './StatementView.tsx';

/**
 * On the owner's card of a blocked or held ad ('Mano skelbimai'): the statement of reasons and 'Apskųsti
 * sprendimą'. All cards share one request for the user's decisions. `withoutStatement` is shown once the
 * decisions are known and none is about this ad (one restricted before statements were recorded), so the
 * ad's own one-line reason appears only where the statement's facts do not already say it.
 */
export function MyAdStatement({ postId, withoutStatement }: { postId: number; withoutStatement?: ReactNode }) {
  const decisions = useQuery(myDecisionsQuery);
  const statement = statementOfPost(decisions.data, postId);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  if (!statement) return decisions.isSuccess ? withoutStatement : null;
  return (
    <Alert
      severity="error"
      title={tmod.statement.heading}
      className={styles.statement}
      data-testid={`statement-${postId}`}
    >
      <StatementView statement={statement} />
      {statement.canAppeal && (
        <Button size="small" className={styles.inherit} onClick={() => setOpen(true)}>
          {tmod.appeal.button}
        </Button>
      )}
      {open && (
        <AppealDialog
          decisionId={statement.id}
          onClose={() => setOpen(false)}
          onSent={(_appeal, message) => {
            setOpen(false);
            snackbar.show({ text: message, color: 'success' });
            void queryClient.invalidateQueries({ queryKey: moderationKeys.mine });
          }}
        />
      )}
    </Alert>
  );
}
