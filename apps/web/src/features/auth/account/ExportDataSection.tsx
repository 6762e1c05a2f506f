import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AccountExport } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ta } from '../../../messages/index.ts';

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
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="export-data-heading"
      sx={{ p: { xs: 1.5, sm: 3 }, mt: 3 }}
    >
      <Typography variant="h6" component="h2" id="export-data-heading" gutterBottom>
        {e.heading}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {e.lead}
      </Typography>
      <Button variant="outlined" onClick={() => ask.mutate()} loading={ask.isPending}>
        {e.button}
      </Button>
      <div role="status">
        {ask.data && (
          <Alert severity={ask.data.status === 'failed' ? 'error' : 'info'} sx={{ mt: 2 }}>
            {statusText(ask.data)}
          </Alert>
        )}
        {ask.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {isApiError(ask.error) ? ask.error.messages.join(' ') : e.failed}
          </Alert>
        )}
      </div>
    </Paper>
  );
}
