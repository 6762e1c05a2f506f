import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WaitingTask } from '@skelbimai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api, isApiError } from '../../../api/index.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { dashboardKeys } from '../api.ts';

const tx = tadm.transactions;

export const waitingTasksQuery = queryOptions({
  queryKey: [...dashboardKeys.all, 'tasks'] as const,
  queryFn: ({ signal }) => api.get<WaitingTask[]>('/api/orders/GetWaitingTasks', undefined, signal),
});

/**
 * The services an administrator fulfils by hand (the Facebook-group post), oldest first, each with a button
 * that marks it done (POST /api/orders/CompleteTask). Shown above /dashboard/orders while any wait.
 */
export function WaitingTasks() {
  const tasks = useQuery(waitingTasksQuery);
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const complete = useMutation({
    mutationFn: (orderItemId: number) => api.post<null>('/api/orders/CompleteTask', { orderItemId }),
    onSuccess: () => {
      snackbar.show({ text: tx.markedDone, color: 'success' });
      // The orders list's 'Laukia' chips and the overview's count change too.
      return client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (error) => snackbar.show({ text: isApiError(error) ? error.messages.join(' ') : undefined }),
  });
  const waiting = tasks.data ?? [];
  if (waiting.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="waiting-tasks" sx={{ mb: 2, p: 2 }}>
      <Typography id="waiting-tasks" variant="h6" component="h2">
        {tx.waitingTasks(waiting.length)}
      </Typography>
      <List dense>
        {waiting.map((task) => (
          <ListItem
            key={task.orderItemId}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                variant="outlined"
                disabled={complete.isPending}
                onClick={() => complete.mutate(task.orderItemId)}
                aria-label={`${tx.markDone}: ${task.orderIdentifier}`}
              >
                {tx.markDone}
              </Button>
            }
            sx={{ pr: 18 }}
          >
            <ListItemText
              primary={
                <>
                  {task.orderIdentifier} ·{' '}
                  <Link component={RouterLink} to={paths.ad(task.postId)}>
                    {task.postTitle}
                  </Link>
                </>
              }
              secondary={`${task.serviceName} · ${formatDateTime(task.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
