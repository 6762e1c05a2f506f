import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { paths } from '../../lib/paths.ts';
import { tm } from '../../messages/conversations.ts';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { RateInThread } from '../ratings/index.ts';
import { usePageTitle } from '../site/index.ts';
import { messageKeys, threadQuery } from './api.ts';
import { MessageList } from './MessageList.tsx';
import styles from './messages.module.css';
import { OfferButton } from './OfferButton.tsx';
import { personName } from './personName.ts';
import { ReplyBox } from './ReplyBox.tsx';
import { ThreadHeader } from './ThreadHeader.tsx';

/** /mano/zinutes/{id}: the ad on top, the messages (live), the reply box. */
export default function ThreadPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...threadQuery(id), enabled: valid });
  const client = useQueryClient();
  const navigate = useNavigate();
  usePageTitle(query.data ? `${t.pages.conversation}: ${query.data.ad.title}` : t.pages.conversation);

  if (!valid || query.isError)
    return (
      <Alert
        severity="warning"
        action={
          <ButtonLink variant="text" to={paths.messages}>
            {tm.back}
          </ButtonLink>
        }
      >
        {tm.loadError}
      </Alert>
    );
  if (query.isPending) return <PageSpinner />;
  const thread = query.data;
  const refresh = () => client.invalidateQueries({ queryKey: messageKeys.thread(id) });
  return (
    <div className={styles.page}>
      <ThreadHeader
        thread={thread}
        onChanged={refresh}
        onDeleted={() => {
          void client.invalidateQueries({ queryKey: messageKeys.all });
          navigate(paths.messages);
        }}
      />
      <MessageList thread={thread} />
      <RateInThread
        conversationId={thread.id}
        lastMessageId={thread.messages.at(-1)?.id ?? 0}
        otherName={personName(thread.other)}
      />
      {thread.blockedMe || thread.blockedByMe || thread.other.deleted ? (
        <Alert severity="info">
          {thread.other.deleted ? tm.blockedMe : thread.blockedByMe ? tm.blockedByMe : tm.blockedMe}
        </Alert>
      ) : (
        <>
          {thread.role === 'buyer' && <OfferButton conversationId={thread.id} />}
          <ReplyBox conversationId={thread.id} />
        </>
      )}
    </div>
  );
}
