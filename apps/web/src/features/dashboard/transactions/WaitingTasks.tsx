import type { WaitingTask } from '@skelbimai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/index.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import { dashboardKeys } from '../api.ts';
import styles from './WaitingTasks.module.css';

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
    <Card as="section" aria-labelledby="waiting-tasks" className={styles.card}>
      <Heading level={2} size="h6" id="waiting-tasks">
        {tx.waitingTasks(waiting.length)}
      </Heading>
      <ul className={styles.list}>
        {waiting.map((task) => (
          <li key={task.orderItemId} className={styles.task}>
            <div className={styles.text}>
              <Text variant="body2">
                {task.orderIdentifier} · <TextLink to={paths.ad(task.postId)}>{task.postTitle}</TextLink>
              </Text>
              <Text variant="body2" tone="secondary">
                {`${task.serviceName} · ${formatDateTime(task.createdAt)}`}
              </Text>
            </div>
            <Button
              size="small"
              disabled={complete.isPending}
              onClick={() => complete.mutate(task.orderItemId)}
              aria-label={`${tx.markDone}: ${task.orderIdentifier}`}
            >
              {tx.markDone}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
