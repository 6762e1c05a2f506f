import { isAdministrator, type WaitingTask, walletMessages } from '@skelbimai/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { advertServices, orderItems, orders, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { orderIdentifier } from './orders.mapper.ts';

function requireAdministrator(user: UserRow) {
  if (!isAdministrator(user.authRole)) throw AppError.forbidden();
}

/** Bought services waiting for an administrator (the Facebook-group post), oldest first. */
export async function listWaitingTasks(db: Database, viewer: UserRow): Promise<WaitingTask[]> {
  requireAdministrator(viewer);
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      postId: orders.postId,
      postTitle: orders.postTitle,
      serviceName: advertServices.name,
      buyerId: orders.userId,
      createdAt: orders.createdAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(advertServices, eq(advertServices.id, orderItems.serviceId))
    .where(eq(orderItems.fulfilment, 'waiting'))
    .orderBy(asc(orderItems.id))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    orderIdentifier: orderIdentifier(row.orderId),
    postId: row.postId ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Marks a waiting task done (who and when); a task already done, or none, is 404. */
export async function completeTask(db: Database, admin: UserRow, orderItemId: number, now = new Date()): Promise<void> {
  requireAdministrator(admin);
  const done = await db
    .update(orderItems)
    .set({ fulfilment: 'done', fulfilledAt: now, fulfilledBy: admin.id })
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.fulfilment, 'waiting')))
    .returning({ id: orderItems.id });
  if (done.length === 0) throw AppError.notFound(walletMessages.taskNotFound);
}
