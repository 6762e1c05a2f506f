import type { MessageReport } from '@skelbimai/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import { conversationMessages } from '../../../messages/conversations.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { cx } from '../../../ui/cx.ts';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { MessagePictures } from '../../messages/MessagePictures.tsx';
import styles from './MessageReports.module.css';

const messageReportsQuery = queryOptions({
  queryKey: ['dashboard', 'messageReports'] as const,
  queryFn: ({ signal }) => api.get<MessageReport[]>('/api/messages/reports', undefined, signal),
});

/**
 * Reports of messages between buyers and sellers (PRODUCT.md §10), each with the conversation around the reported
 * message (marked) — the only way staff read a conversation — with the pictures sent in it, and 'Išnagrinėta'.
 */
export function MessageReports() {
  const reports = useQuery(messageReportsQuery);
  const client = useQueryClient();
  const resolve = async (id: number) => {
    await api.post('/api/messages/resolveReport', { reportId: id });
    await client.invalidateQueries({ queryKey: messageReportsQuery.queryKey });
  };
  return (
    <section aria-labelledby="message-reports-title" className={styles.section}>
      <Heading level={2} size="h6" id="message-reports-title" className={styles.title}>
        {tadm.messageReports.title}
      </Heading>
      {reports.data?.length === 0 && <Text tone="secondary">{tadm.messageReports.none}</Text>}
      <ul className={styles.list}>
        {(reports.data ?? []).map((report) => (
          <Card as="li" key={report.id} data-testid="message-report">
            <Text className={styles.reason}>
              {report.reason}
              {report.comment && ` – ${report.comment}`}
            </Text>
            <Text variant="body2" tone="secondary">
              {tadm.messageReports.about(
                report.conversation.adTitle,
                report.reporter.name,
                formatDateTime(report.createdAt),
              )}
            </Text>
            <ol className={styles.thread}>
              {/* An erased account's line has neither text nor pictures left: it says so (PRODUCT.md §26). */}
              {report.thread.map((message) => (
                <li key={message.id} className={cx(styles.message, message.id === report.messageId && styles.reported)}>
                  {message.fromBuyer
                    ? tadm.messageReports.buyer(report.conversation.buyer.name)
                    : tadm.messageReports.seller(report.conversation.seller.name)}
                  : {message.text || (message.pictures.length === 0 && conversationMessages.erasedMessage)}
                  {message.pictures.length > 0 && (
                    <div className={styles.pictures}>
                      <MessagePictures pictures={message.pictures} />
                    </div>
                  )}
                </li>
              ))}
            </ol>
            <Button size="small" onClick={() => void resolve(report.id)}>
              {tadm.messageReports.resolve}
            </Button>
          </Card>
        ))}
      </ul>
    </section>
  );
}
