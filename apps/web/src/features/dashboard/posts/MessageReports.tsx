import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageReport } from '@skelbimai/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';

const messageReportsQuery = queryOptions({
  queryKey: ['dashboard', 'messageReports'] as const,
  queryFn: ({ signal }) => api.get<MessageReport[]>('/api/messages/reports', undefined, signal),
});

/**
 * Reports of messages between buyers and sellers (PRODUCT.md §10), each with the conversation around the reported
 * message (marked) — the only way staff read a conversation — and 'Išnagrinėta'.
 */
export function MessageReports() {
  const reports = useQuery(messageReportsQuery);
  const client = useQueryClient();
  const resolve = async (id: number) => {
    await api.post('/api/messages/resolveReport', { reportId: id });
    await client.invalidateQueries({ queryKey: messageReportsQuery.queryKey });
  };
  return (
    <Box component="section" aria-labelledby="message-reports-title" sx={{ mt: 4 }}>
      <Typography id="message-reports-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {tadm.messageReports.title}
      </Typography>
      {reports.data?.length === 0 && <Typography color="textSecondary">{tadm.messageReports.none}</Typography>}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(reports.data ?? []).map((report) => (
          <Paper key={report.id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="message-report">
            <Typography sx={{ fontWeight: 600 }}>
              {report.reason}
              {report.comment && ` – ${report.comment}`}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {tadm.messageReports.about(
                report.conversation.adTitle,
                report.reporter.name,
                formatDateTime(report.createdAt),
              )}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, my: 1 }}>
              {report.thread.map((message) => (
                <Box
                  component="li"
                  key={message.id}
                  sx={{ py: 0.5, fontWeight: message.id === report.messageId ? 700 : 400 }}
                >
                  {message.fromBuyer
                    ? tadm.messageReports.buyer(report.conversation.buyer.name)
                    : tadm.messageReports.seller(report.conversation.seller.name)}
                  : {message.text}
                </Box>
              ))}
            </Box>
            <Button size="small" variant="outlined" onClick={() => void resolve(report.id)}>
              {tadm.messageReports.resolve}
            </Button>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
