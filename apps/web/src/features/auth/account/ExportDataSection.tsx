import type { AccountExport } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ta } from '../../../messages/account.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import styles from './account.module.css';

const e = ta.exportData;

function statusText(exported: AccountExport): string {
  if (exported.status === 'ready' && exported.expiresAt) return e.ready(formatDateTime(exported.expiresAt));
  return exported.status === 'failed' ? e.failed : e.pending;
}

/**
 * /mano/paskyra's 'Jūsų duomenys': asks for the export (GET /api/account/export); the archive is
 * built in the background and its once-only link comes by e-mail, so the page only says so.
 */
export function ExportDataSection() {
  const ask = useMutation({ mutationFn: () => api.get<AccountExport>('/api/account/export') });
  return (
    <Card as="section" padded={false} aria-labelledby="export-data-heading" className={styles.section}>
      <Heading level={2} size="h6" id="export-data-heading">
        {e.heading}
      </Heading>
      <Text variant="body2" tone="secondary" className={styles.sectionLead}>
        {e.lead}
      </Text>
      <Button onClick={() => ask.mutate()} loading={ask.isPending}>
        {e.button}
      </Button>
      <div role="status" className={styles.sectionStatus}>
        {ask.data && <Alert severity={ask.data.status === 'failed' ? 'error' : 'info'}>{statusText(ask.data)}</Alert>}
        {ask.error && <Alert severity="error">{isApiError(ask.error) ? ask.error.messages.join(' ') : e.failed}</Alert>}
      </div>
    </Card>
  );
}
