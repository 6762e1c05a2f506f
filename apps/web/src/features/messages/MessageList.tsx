import type { ChatMessage, ConversationThread } from '@skelbimai/contract';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { conversationMessages, tm } from '../../messages/conversations.ts';
import { cx } from '../../ui/cx.ts';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconFlag } from '../../ui/icons/iconFlag.ts';
import { Text } from '../../ui/Text/Text.tsx';
import { MessagePictures } from './MessagePictures.tsx';
import styles from './messages.module.css';
import { OfferBubble } from './OfferBubble.tsx';
import { SafetyTip } from './SafetyTip.tsx';

const ReportDialog = lazy(() => import('./ReportDialog.tsx'));

/** The thread's messages, oldest first; 'Perskaityta' under the last of mine the other side has read. */
export function MessageList({ thread }: { thread: ConversationThread }) {
  const [reporting, setReporting] = useState<number | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const lastRead = [...thread.messages].reverse().find((m) => m.fromMe && m.id <= thread.readByOtherUpTo)?.id;
  const count = thread.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is the trigger.
  useEffect(() => {
    // A block body: Chromium's scrollIntoView may return a promise, which React would take for a cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <>
      <ol aria-label={tm.threadLabel} aria-live="polite" className={styles.thread} data-testid="thread">
        {thread.messages.map((message) => (
          <MessageItem
            key={message.id}
            thread={thread}
            message={message}
            read={message.id === lastRead}
            onReport={() => startTransition(() => setReporting(message.id))}
          />
        ))}
      </ol>
      {/* Outside the list: a list holds only its items. */}
      <div ref={end} />
      <Suspense fallback={null}>
        {reporting !== null && <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />}
      </Suspense>
    </>
  );
}

interface MessageItemProps {
  thread: ConversationThread;
  message: ChatMessage;
  read: boolean;
  onReport: () => void;
}

function MessageItem({ thread, message, read, onReport }: MessageItemProps) {
  return (
    <li className={cx(styles.message, message.fromMe && styles.mine)}>
      {message.offer && !message.erased ? (
        <OfferBubble
          conversationId={thread.id}
          message={message}
          offer={message.offer}
          canAnswer={thread.role === 'seller' && !thread.blockedByMe && !thread.blockedMe && !thread.other.deleted}
        />
      ) : (
        <div
          className={cx(styles.bubble, message.erased && styles.erased)}
          data-testid={message.fromMe ? 'my-message' : 'their-message'}
        >
          {message.erased ? conversationMessages.erasedMessage : message.text}
          {!message.erased && <MessagePictures pictures={message.pictures ?? []} />}
        </div>
      )}
      <div className={styles.meta}>
        <Text as="span" variant="caption" tone="secondary">
          {formatDateTime(message.sentAt)}
        </Text>
        {read && (
          <Text as="span" variant="caption" tone="secondary" data-testid="read-receipt">
            {tm.read}
          </Text>
        )}
        {!message.fromMe && !message.erased && (
          <IconButton size="small" icon={iconFlag} aria-label={tm.report} title={tm.report} onClick={onReport} />
        )}
      </div>
      {message.safetyTip && <SafetyTip className={styles.tip} />}
    </li>
  );
}
