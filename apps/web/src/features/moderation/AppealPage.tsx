import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/errorText.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { t } from '../../messages/lt.ts';
import { tmod } from '../../messages/moderation.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { usePageTitle } from '../site/index.ts';
import { AppealDialog } from './AppealDialog.tsx';
import { moderationKeys, statementByTokenQuery } from './api.ts';
import styles from './moderation.module.css';
import { StatementView } from './StatementView.tsx';

/**
 * /skundas?token=: the statement e-mail's link. A blocked account cannot sign in, so the signed token is the
 * only authority here: it shows that one decision and lets its owner appeal it (DECISIONS #134).
 */
export default function AppealPage() {
  usePageTitle(t.pages.appeal);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const statement = useQuery(statementByTokenQuery(token));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState('');

  return (
    <>
      <PageHeading>{t.pages.appeal}</PageHeading>
      <Card padded={false} className={styles.box}>
        {token === '' ? (
          <Alert severity="warning">{tmod.appeal.noToken}</Alert>
        ) : statement.error ? (
          <Alert severity="error">{errorText(statement.error)}</Alert>
        ) : !statement.data ? (
          <div aria-busy="true">
            <Skeleton shape="rect" height={160} />
          </div>
        ) : (
          <>
            <StatementView statement={statement.data} />
            {sent && (
              <Alert severity="success" className={styles.after}>
                {sent}
              </Alert>
            )}
            {statement.data.canAppeal && (
              <Button variant="primary" className={styles.after} onClick={() => setOpen(true)}>
                {tmod.appeal.button}
              </Button>
            )}
            {open && (
              <AppealDialog
                decisionId={statement.data.id}
                token={token}
                onClose={() => setOpen(false)}
                onSent={(_appeal, message) => {
                  setOpen(false);
                  setSent(message);
                  void queryClient.invalidateQueries({ queryKey: moderationKeys.byToken(token) });
                }}
              />
            )}
          </>
        )}
      </Card>
    </>
  );
}
