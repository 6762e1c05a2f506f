import { type ChatMessage, type ChatOffer, displayName, formatOfferAmount, routePath } from '@skelbimai/contract';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notifyPush } from '../push/index.ts';

/** A notification shows a line or two: the message's start, cut at a word. */
const PREVIEW_CHARS = 120;

export const messagePushTexts = {
  title: (name: string | null) => (name ? `Nauja žinutė nuo ${name}` : 'Nauja žinutė'),
  offerAccepted: (name: string | null) => (name ? `${name} priėmė jūsų pasiūlymą` : 'Jūsų pasiūlymas priimtas'),
} as const;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_CHARS) return flat;
  const cut = flat.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The recipient's phone notification about a new message (PRODUCT.md §30), queued in the message's own
 * transaction: at once, unlike the e-mail, which waits MESSAGE_EMAIL_DELAY_MINUTES for the message to stay
 * unread. One tag per conversation, so a phone shows the latest message of each thread.
 */
export async function queueMessagePush(
  tx: Database,
  sender: Pick<UserRow, 'firstName' | 'lastName' | 'fullName'>,
  recipientId: string,
  conversationId: number,
  message: ChatMessage,
): Promise<void> {
  await notifyPush(
    tx,
    recipientId,
    'messages',
    {
      title: messagePushTexts.title(displayName(sender)),
      // A message of pictures only says so, as the inbox does.
      body: message.text ? preview(message.text) : 'Nuotrauka',
      url: routePath('conversation', { id: conversationId }),
      tag: `conversation-${conversationId}`,
    },
    { dedupeKey: `message:${message.id}` },
  );
}

/** The buyer's phone notification that the seller accepted their offer (PRODUCT.md §28, §30), queued with it. */
export async function queueOfferAcceptedPush(
  tx: Database,
  seller: Pick<UserRow, 'firstName' | 'lastName' | 'fullName'>,
  buyerId: string,
  conversationId: number,
  offer: ChatOffer,
): Promise<void> {
  await notifyPush(
    tx,
    buyerId,
    'offerAccepted',
    {
      title: messagePushTexts.offerAccepted(displayName(seller)),
      body: `Priimta kaina: ${formatOfferAmount(offer.amount)}`,
      url: routePath('conversation', { id: conversationId }),
      tag: `conversation-${conversationId}`,
    },
    { dedupeKey: `offer:${offer.id}` },
  );
}
