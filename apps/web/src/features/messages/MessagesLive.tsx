import type { ConversationThread, MessageStreamEvent } from '@skelbimai/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setTitleCount } from '../../lib/documentTitle.ts';
import { useAuth } from '../auth/index.ts';
import { messageKeys, unreadQuery } from './api.ts';
import { applyOffer } from './offerApi.ts';

/** What one stream event changes in the query cache: the badge, the open thread, the inbox. */
function apply(client: QueryClient, event: MessageStreamEvent): void {
  if (event.type === 'unread') {
    client.setQueryData(messageKeys.unread, { count: event.count });
    return;
  }
  if (event.type === 'offer') {
    applyOffer(client, event.conversationId, event.messageId, event.offer);
    return;
  }
  const key = messageKeys.thread(event.conversationId);
  if (event.type === 'read') {
    client.setQueryData<ConversationThread>(key, (thread) =>
      thread ? { ...thread, readByOtherUpTo: Math.max(thread.readByOtherUpTo, event.upTo) } : thread,
    );
    return;
  }
  const open = client.getQueryData<ConversationThread>(key);
  if (open && !open.messages.some((message) => message.id === event.message.id)) {
    client.setQueryData<ConversationThread>(key, { ...open, messages: [...open.messages, event.message] });
    // Seen while open: the server marks it read when the thread is fetched again.
    if (!event.message.fromMe && client.isFetching({ queryKey: key }) === 0 && hasObservers(client, key))
      void client.invalidateQueries({ queryKey: key });
  }
  void client.invalidateQueries({ queryKey: messageKeys.inbox });
}

const hasObservers = (client: QueryClient, key: readonly unknown[]) =>
  (client.getQueryCache().find({ queryKey: key })?.getObserversCount() ?? 0) > 0;

/**
 * The signed-in user's live messages: one EventSource per tab (GET /api/messages/stream; the browser reconnects
 * by itself with Last-Event-ID) feeding the query cache, and the unread count in the tab's title. Renders nothing.
 */
export function MessagesLive() {
  const { isAuthenticated } = useAuth();
  const client = useQueryClient();
  const unread = useQuery({ ...unreadQuery, enabled: isAuthenticated });
  const count = isAuthenticated ? (unread.data?.count ?? 0) : 0;

  useEffect(() => {
    setTitleCount(count);
  }, [count]);

  useEffect(() => {
    if (!isAuthenticated || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/messages/stream');
    source.onmessage = (message) => {
      try {
        apply(client, JSON.parse(message.data) as MessageStreamEvent);
      } catch {
        // A malformed event is skipped; the next fetch of the screen is right anyway.
      }
    };
    return () => source.close();
  }, [isAuthenticated, client]);

  return null;
}

/** The unread count for badges (0 for guests). */
export function useUnreadCount(): number {
  const { isAuthenticated } = useAuth();
  const unread = useQuery({ ...unreadQuery, enabled: isAuthenticated });
  return isAuthenticated ? (unread.data?.count ?? 0) : 0;
}
