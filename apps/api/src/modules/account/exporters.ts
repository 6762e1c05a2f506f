import { eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversationOffers,
  conversations,
  emailOptOuts,
  expiryReminders,
  favoritePosts,
  hiddenPosts,
  type MessagePictureRow,
  messagePictures,
  messageReports,
  moderationAppeals,
  moderationDecisions,
  notices,
  orderItems,
  orders,
  payments,
  postDailyStats,
  postPictures,
  postReports,
  posts,
  pushOptOuts,
  pushSubscriptions,
  ratingReports,
  ratings,
  savedSearches,
  savedSearchMatches,
  sessions,
  type UserRow,
  userBlocks,
  users,
  walletEntries,
} from '../../db/schema/index.ts';

/** One JSON file of the export: everything of one kind the portal keeps about the user. */
export interface AccountExporter {
  file: string;
  collect: (db: Database, user: UserRow) => Promise<unknown>;
}

/** The columns of `table` but the ones named: secrets and the search index's own vectors. */
function columnsWithout<T extends Record<string, unknown>>(columns: T, ...left: string[]) {
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !left.includes(name))) as T;
}

const postColumns = columnsWithout(getTableColumns(posts), 'searchVector', 'titleVector');
const ownPostIds = (db: Database, user: UserRow) =>
  db.select({ id: posts.id }).from(posts).where(eq(posts.creatorId, user.id));

/**
 * Every kind of data the portal keeps about a user, one file each. A new kind of user data
 * (conversations, saved searches) is one entry here; the pictures' files are added beside (accountExport.ts).
 * Secrets stay out: the password's hash, codes and session tokens.
 */
export const accountExporters: AccountExporter[] = [
  {
    file: 'profilis.json',
    collect: async (db, user) =>
      (
        await db
          .select(columnsWithout(getTableColumns(users), 'passwordHash'))
          .from(users)
          .where(eq(users.id, user.id))
      )[0],
  },
  {
    file: 'prisijungimai.json',
    collect: (db, user) =>
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          remember: sessions.remember,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.userId, user.id)),
  },
  {
    file: 'skelbimai.json',
    collect: (db, user) => db.select(postColumns).from(posts).where(eq(posts.creatorId, user.id)),
  },
  {
    file: 'skelbimu-statistika.json',
    collect: (db, user) =>
      db
        .select()
        .from(postDailyStats)
        .where(inArray(postDailyStats.postId, ownPostIds(db, user))),
  },
  {
    file: 'nuotraukos.json',
    collect: (db, user) =>
      db
        .select()
        .from(postPictures)
        .where(or(eq(postPictures.ownerId, user.id), inArray(postPictures.postId, ownPostIds(db, user)))),
  },
  {
    file: 'pazymeti.json',
    collect: (db, user) => db.select().from(favoritePosts).where(eq(favoritePosts.userId, user.id)),
  },
  {
    file: 'paslepti.json',
    collect: (db, user) => db.select().from(hiddenPosts).where(eq(hiddenPosts.userId, user.id)),
  },
  {
    file: 'pranesimai-apie-skelbimus.json',
    collect: (db, user) => db.select().from(postReports).where(eq(postReports.reporterId, user.id)),
  },
  {
    // Moderation: decisions about the user with their statements, the user's appeals, and the
    // notices about illegal content they sent.
    file: 'moderavimas.json',
    collect: async (db, user) => ({
      decisions: await db.select().from(moderationDecisions).where(eq(moderationDecisions.userId, user.id)),
      appeals: await db.select().from(moderationAppeals).where(eq(moderationAppeals.userId, user.id)),
      notices: await db.select().from(notices).where(eq(notices.userId, user.id)),
    }),
  },
  { file: 'mokejimai.json', collect: (db, user) => db.select().from(payments).where(eq(payments.userId, user.id)) },
  {
    file: 'uzsakymai.json',
    collect: async (db, user) => {
      const own = await db.select().from(orders).where(eq(orders.userId, user.id));
      const items = own.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                own.map((order) => order.id),
              ),
            )
        : [];
      return own.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) }));
    },
  },
  {
    // Every conversation the user is in, with both sides' lines (the thread is the user's correspondence), and
    // the user's own blocks and message reports (PRODUCT.md §10).
    file: 'zinutes.json',
    collect: async (db, user) => {
      const own = await db
        .select()
        .from(conversations)
        .where(or(eq(conversations.buyerId, user.id), eq(conversations.sellerId, user.id)));
      const lines = own.length
        ? await db
            .select()
            .from(conversationMessages)
            .where(
              inArray(
                conversationMessages.conversationId,
                own.map((conversation) => conversation.id),
              ),
            )
        : [];
      const ids = own.map((conversation) => conversation.id);
      const offers = ids.length
        ? await db.select().from(conversationOffers).where(inArray(conversationOffers.conversationId, ids))
        : [];
      // The pictures' rows; the files of the user's own are added under nuotraukos/ (accountExport.ts).
      const pictures = lines.length
        ? await db
            .select()
            .from(messagePictures)
            .where(
              inArray(
                messagePictures.messageId,
                lines.map((line) => line.id),
              ),
            )
        : [];
      return {
        conversations: own.map((conversation) => ({
          ...conversation,
          messages: lines
            .filter((line) => line.conversationId === conversation.id)
            .map((line) => ({ ...line, pictures: pictures.filter((picture) => picture.messageId === line.id) })),
          offers: offers.filter((offer) => offer.conversationId === conversation.id),
        })),
        blocks: await db.select().from(userBlocks).where(eq(userBlocks.blockerId, user.id)),
        reports: await db.select().from(messageReports).where(eq(messageReports.reporterId, user.id)),
      };
    },
  },
  {
    // Saved searches with the ads their alerts found, the e-mails switched off, the expiry reminders sent.
    file: 'paieskos.json',
    collect: async (db, user) => {
      const searches = await db.select().from(savedSearches).where(eq(savedSearches.userId, user.id));
      const matches = searches.length
        ? await db
            .select()
            .from(savedSearchMatches)
            .where(
              inArray(
                savedSearchMatches.savedSearchId,
                searches.map((search) => search.id),
              ),
            )
        : [];
      return {
        savedSearches: searches.map((search) => ({
          ...search,
          matches: matches.filter((match) => match.savedSearchId === search.id),
        })),
        emailsSwitchedOff: await db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, user.id)),
        expiryReminders: await db.select().from(expiryReminders).where(eq(expiryReminders.userId, user.id)),
      };
    },
  },
  {
    // Ratings the user gave and got (published or not: both are the user's data), and the reports they made.
    file: 'ivertinimai.json',
    collect: async (db, user) => ({
      given: await db.select().from(ratings).where(eq(ratings.raterId, user.id)),
      received: await db.select().from(ratings).where(eq(ratings.ratedId, user.id)),
      reports: await db.select().from(ratingReports).where(eq(ratingReports.reporterId, user.id)),
    }),
  },
  {
    // The browsers that get the user's phone notifications, and the kinds switched off.
    file: 'telefono-pranesimai.json',
    collect: async (db, user) => ({
      devices: await db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id)),
      switchedOff: await db.select().from(pushOptOuts).where(eq(pushOptOuts.userId, user.id)),
    }),
  },
  {
    file: 'pinigines-irasai.json',
    collect: (db, user) => db.select().from(walletEntries).where(eq(walletEntries.userId, user.id)),
  },
];

/** The picture files of the messages the user sent, from zinutes.json: the user's own, as the ads' pictures are. */
export function ownMessagePictureKeys(messagesFile: unknown, userId: string): string[] {
  const conversations = (messagesFile as { conversations?: { messages: { pictures: MessagePictureRow[] }[] }[] })
    ?.conversations;
  return (conversations ?? []).flatMap((conversation) =>
    conversation.messages.flatMap((line) =>
      line.pictures.filter((picture) => picture.ownerId === userId).map((picture) => picture.largeKey),
    ),
  );
}
