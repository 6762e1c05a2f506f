import type { ConversationSummary } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatPrice } from '../../lib/contract.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { conversationMessages, tm } from '../../messages/conversations.ts';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Avatar } from '../../ui/Avatar/Avatar.tsx';
import { cx } from '../../ui/cx.ts';
import { Pagination } from '../../ui/Pagination/Pagination.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { usePageTitle } from '../site/index.ts';
import { inboxQuery } from './api.ts';
import styles from './messages.module.css';
import { personName } from './personName.ts';

/** /mano/zinutes: the user's conversations, newest first, with the ad, the other person and the unread mark. */
export default function InboxPage() {
  usePageTitle(t.pages.messages);
  const [page, setPage] = useState(1);
  const query = useQuery(inboxQuery(page));
  return (
    <>
      <PageHeading>{t.pages.messages}</PageHeading>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert severity="error">{tm.loadError}</Alert>
      ) : query.data.items.length === 0 ? (
        <Text tone="secondary">{tm.inboxEmpty}</Text>
      ) : (
        <>
          <ul aria-label={tm.conversationsLabel} data-testid="inbox" className={styles.inbox}>
            {query.data.items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
          <Pagination count={query.data.totalPages} page={page} onChange={setPage} className={styles.pager} />
        </>
      )}
    </>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const unread = conversation.unreadCount > 0;
  const last = conversation.lastMessage;
  return (
    <Link
      to={paths.conversation(conversation.id)}
      className={styles.conversation}
      data-testid={`conversation-${conversation.id}`}
    >
      <span className={styles.thumbWrap}>
        {conversation.ad.thumbnailUrl ? (
          <img src={conversation.ad.thumbnailUrl} alt="" className={styles.thumb} />
        ) : (
          <span className={styles.thumb} />
        )}
        {unread && <span className={styles.dot} />}
        {/* Who wrote, on the ad's picture (PRODUCT.md §26); the row's text names them, so the picture is not read out. */}
        <span className={styles.person} aria-hidden="true">
          <Avatar name={personName(conversation.other)} src={conversation.other.pictureUrl} size="small" />
        </span>
      </span>
      <span className={styles.summary}>
        <Text as="span" className={cx(styles.oneLine, styles.who, unread && styles.whoUnread)}>
          {personName(conversation.other)} · {conversation.ad.title}
        </Text>
        <Text as="span" variant="body2" tone={unread ? 'inherit' : 'secondary'} className={styles.oneLine}>
          {last ? `${last.fromMe ? tm.you : ''}${lastLine(last)}` : ''}
        </Text>
        <Text as="span" variant="caption" tone="secondary">
          {formatPrice(conversation.ad.price)}
          {last && ` · ${formatDateTime(last.sentAt)}`}
        </Text>
      </span>
      {unread && <span className={styles.unread}>{tm.unread(conversation.unreadCount)}</span>}
    </Link>
  );
}

/** The inbox's line for the last message: its text, 'Žinutė ištrinta', or 'Nuotrauka' for pictures only (§29). */
function lastLine(last: NonNullable<ConversationSummary['lastMessage']>): string {
  if (last.erased) return conversationMessages.erasedMessage;
  return last.text === '' && (last.pictureCount ?? 0) > 0 ? conversationMessages.picturesOnly : last.text;
}
