import { type MessageReport, conversationMessages as texts } from '@skelbimai/contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  messageReports,
  postReportReasons,
  posts,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { picturesOfMessages } from './pictures.service.ts';

const reporter = alias(users, 'reporter');
const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
/** Messages shown around the reported one: this many before it and after it. */
const CONTEXT = 10;

/**
 * GET /api/messages/reports (moderators): open reports of messages, newest first, each with its thread around
 * the reported message — the only way staff read a conversation (PRODUCT.md §10) — and the pictures sent in it: a
 * picture can be what was reported.
 */
export async function listMessageReports(db: Database, storage: PictureStorage): Promise<MessageReport[]> {
  const rows = await db
    .select({
      report: messageReports,
      reason: postReportReasons.name,
      reporter: { id: reporter.id, name: reporter.fullName },
      conversationId: conversationMessages.conversationId,
      adId: posts.id,
      adTitle: posts.title,
      buyer: { id: buyer.id, name: buyer.fullName },
      seller: { id: seller.id, name: seller.fullName },
    })
    .from(messageReports)
    .innerJoin(postReportReasons, eq(postReportReasons.id, messageReports.reasonId))
    .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(posts, eq(posts.id, conversations.postId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .where(eq(messageReports.status, 'open'))
    .orderBy(desc(messageReports.createdAt))
    .limit(50);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.report.id,
      createdAt: row.report.createdAt.toISOString(),
      reason: row.reason,
      comment: row.report.comment,
      reporter: row.reporter,
      messageId: row.report.messageId,
      conversation: {
        id: row.conversationId,
        adId: row.adId,
        adTitle: row.adTitle,
        buyer: row.buyer,
        seller: row.seller,
      },
      thread: await threadAround(db, storage, row.conversationId, row.report.messageId),
    })),
  );
}

async function threadAround(db: Database, storage: PictureStorage, conversationId: number, messageId: number) {
  const columns = {
    id: conversationMessages.id,
    text: conversationMessages.text,
    sentAt: conversationMessages.sentAt,
    fromBuyer: conversationMessages.fromBuyer,
  };
  const inThread = eq(conversationMessages.conversationId, conversationId);
  const [before, after] = await Promise.all([
    db
      .select(columns)
      .from(conversationMessages)
      .where(and(inThread, lte(conversationMessages.id, messageId)))
      .orderBy(desc(conversationMessages.id))
      .limit(CONTEXT + 1),
    db
      .select(columns)
      .from(conversationMessages)
      .where(and(inThread, gte(conversationMessages.id, messageId + 1)))
      .orderBy(asc(conversationMessages.id))
      .limit(CONTEXT),
  ]);
  const messages = [...before.reverse(), ...after];
  const pictures = await picturesOfMessages(
    db,
    storage,
    messages.map((m) => m.id),
  );
  return messages.map((m) => ({ ...m, pictures: pictures.get(m.id) ?? [], sentAt: m.sentAt.toISOString() }));
}

/** POST /api/messages/resolveReport (moderators): the report is handled and leaves the list. */
export async function resolveMessageReport(db: Database, reportId: number): Promise<void> {
  const [row] = await db
    .update(messageReports)
    .set({ status: 'resolved' })
    .where(and(eq(messageReports.id, reportId), sql`${messageReports.status} = 'open'`))
    .returning({ id: messageReports.id });
  if (!row) throw AppError.notFound(texts.reportNotFound);
}
