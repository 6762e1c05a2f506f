import type { AcceptedOffer, ChatOffer, ConversationThread, SentMessage } from '@skelbimai/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/index.ts';
import { messageKeys } from './api.ts';

/** Price offers (PRODUCT.md §28): the calls, and the one way an offer's new state reaches the open thread. */
export const createOffer = (conversationId: number, amount: number) =>
  api.post<SentMessage>('/api/offers/create', { conversationId, amount });
export const answerOffer = (offerId: number, answer: 'accept' | 'decline') =>
  api.post<ChatOffer>(`/api/offers/${answer}`, { offerId });

/** The signed-in seller's accepted offers, one per ad: one answer for every card of 'Mano skelbimai'. */
export const acceptedOffersQuery = queryOptions({
  queryKey: ['me', 'offers', 'accepted'] as const,
  queryFn: ({ signal }) => api.get<AcceptedOffer[]>('/api/offers/accepted', undefined, signal),
  staleTime: 60_000,
});

/** The thread's message `messageId` now carries `offer` (an answer, from the API or the stream). */
export function applyOffer(client: QueryClient, conversationId: number, messageId: number, offer: ChatOffer): void {
  client.setQueryData<ConversationThread>(messageKeys.thread(conversationId), (thread) =>
    thread ? { ...thread, messages: thread.messages.map((m) => (m.id === messageId ? { ...m, offer } : m)) } : thread,
  );
  if (offer.status === 'accepted') void client.invalidateQueries({ queryKey: acceptedOffersQuery.queryKey });
}
