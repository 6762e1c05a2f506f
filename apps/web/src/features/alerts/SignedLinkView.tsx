import type { Envelope } from '@skelbimai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/errorText.ts';
import { api, requestEnvelope } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { usePageTitle } from '../site/index.ts';
import styles from './alerts.module.css';

interface SignedLinkViewProps<Described> {
  title: string;
  /** The API route: GET describes what the token would do, POST does it. */
  path: string;
  noTokenText: string;
  buttonLabel: string;
  /** The question above the button, from what GET described. */
  question: (described: Described) => ReactNode;
  /** The success text, from POST's envelope. */
  done: (answer: Envelope<Described>) => ReactNode;
  /** Links under the box; `described` once GET has answered. */
  footer: (described: Described | undefined) => ReactNode;
}

/**
 * A page an e-mail's signed link opens (/atsisakyti, /pratesti): the token in `?token=` is the only authority,
 * so it works signed out. GET only describes (a mail scanner following the link changes nothing); the button
 * POSTs. A missing, used or expired token, and a refused POST, show the API's Lithuanian message in place.
 */
export function SignedLinkView<Described>({
  title,
  path,
  noTokenText,
  buttonLabel,
  question,
  done,
  footer,
}: SignedLinkViewProps<Described>) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  const described = useQuery({
    queryKey: ['signedLink', path, token],
    queryFn: ({ signal }) => api.get<Described>(path, { token }, signal),
    enabled: token !== '',
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => requestEnvelope<Envelope<Described>>(path, { method: 'POST', query: { token }, body: {} }),
  });

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Card padded={false} className={styles.box}>
        {token === '' ? (
          <Alert severity="warning">{noTokenText}</Alert>
        ) : described.error ? (
          <Alert severity="error">{errorText(described.error)}</Alert>
        ) : !described.data ? (
          <div aria-busy="true">
            <Skeleton shape="rect" height={96} />
          </div>
        ) : confirm.data ? (
          <Alert severity="success">{done(confirm.data)}</Alert>
        ) : (
          <>
            {question(described.data)}
            <Button variant="primary" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {buttonLabel}
            </Button>
            {confirm.isError && (
              <Alert severity="error" className={styles.note}>
                {errorText(confirm.error)}
              </Alert>
            )}
          </>
        )}
        {footer(described.data)}
      </Card>
    </>
  );
}
