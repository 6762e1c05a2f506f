import { type ChatMessage, displayName, routePath } from '@skelbimai/contract';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notifyPush } from '../push/index.ts';

/** A notification shows a line or two: the message's start, cut at a word. */
const PREVIEW_CHARS = 120;

export const messagePushTexts = {
  title: (name: string | null) => (name ? `Nauja žinutė nuo ${name}` : 'Nauja žinutė'),
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
      body: preview(message.text),
      url: routePath('conversation', { id: conversationId }),
      tag: `conversation-${conversationId}`,
    },
    { dedupeKey: `message:${message.id}` },
  );
}
