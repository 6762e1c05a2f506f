import type { ConversationAdState, ConversationThread } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { formatPrice } from '../../lib/contract.ts';
import { paths } from '../../lib/paths.ts';
import { conversationAdStateText, tm } from '../../messages/conversations.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Avatar } from '../../ui/Avatar/Avatar.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { TextLink } from '../../ui/TextLink/TextLink.tsx';
import { blockUser, deleteConversation, unblockUser } from './api.ts';
import styles from './messages.module.css';
import { personName } from './personName.ts';

interface ThreadHeaderProps {
  thread: ConversationThread;
  onChanged: () => void;
  onDeleted: () => void;
}

/** The ad's page answers for these states (a sold ad's says 'Parduota' for 30 days); the others have none. */
const adPageOpen: ReadonlySet<ConversationAdState> = new Set(['active', 'reserved', 'sold']);

/** The ad at the top of a thread (its state when it is no longer shown), the other person, block and delete. */
export function ThreadHeader({ thread, onChanged, onDeleted }: ThreadHeaderProps) {
  const stateText = conversationAdStateText(thread.ad.state);
  const toggleBlock = async () => {
    await (thread.blockedByMe ? unblockUser(thread.other.id) : blockUser(thread.other.id));
    onChanged();
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useMutation({ mutationFn: () => deleteConversation(thread.id), onSuccess: onDeleted });
  const closeConfirm = () => {
    setConfirmingDelete(false);
    remove.reset();
  };
  return (
    <Card as="section" padded={false} aria-label={tm.adLink} className={styles.header}>
      <div className={styles.ad}>
        {thread.ad.thumbnailUrl ? (
          <img src={thread.ad.thumbnailUrl} alt="" className={styles.adThumb} />
        ) : (
          <span className={styles.adThumb} />
        )}
        <div className={styles.adText}>
          <Heading level={1} size="h6" className={styles.adTitle}>
            {adPageOpen.has(thread.ad.state) ? (
              <TextLink to={paths.ad(thread.ad.id)} tone="inherit">
                {thread.ad.title}
              </TextLink>
            ) : (
              thread.ad.title
            )}
          </Heading>
          <p className={styles.price}>{formatPrice(thread.ad.price)}</p>
          <div className={styles.with}>
            {/* The name follows as text: the picture or initials would only repeat it to a screen reader. */}
            <span aria-hidden="true">
              <Avatar name={personName(thread.other)} src={thread.other.pictureUrl} size="small" />
            </span>
            <Text as="span" variant="body2" tone="secondary" data-testid="conversation-with">
              {personName(thread.other)}
            </Text>
          </div>
        </div>
      </div>
      {stateText && (
        <Alert severity="info" className={styles.headerNote} data-testid="ad-state">
          {stateText}
        </Alert>
      )}
      <div className={styles.headerButtons}>
        {!thread.other.deleted && (
          <Button size="small" className={styles.warningOutlined} onClick={toggleBlock}>
            {thread.blockedByMe ? tm.unblock : tm.block}
          </Button>
        )}
        <Button size="small" className={styles.dangerOutlined} onClick={() => setConfirmingDelete(true)}>
          {tm.deleteConversation}
        </Button>
      </div>
      <Dialog
        open={confirmingDelete}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) closeConfirm();
        }}
        title={tm.deleteConversation}
        size="small"
        actions={
          <>
            <Button variant="text" onClick={closeConfirm} disabled={remove.isPending}>
              {tm.cancel}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {tm.deleteAction}
            </Button>
          </>
        }
      >
        <div className={styles.form}>
          <Text tone="secondary">{tm.deleteConfirm}</Text>
          {remove.error && (
            <Alert severity="error">
              {(isApiError(remove.error) ? remove.error.messages : [tm.deleteFailed]).join(' ')}
            </Alert>
          )}
        </div>
      </Dialog>
    </Card>
  );
}
