import {
  type CreateOrderRequest,
  centsToEuros,
  isAdministrator,
  MODERATOR_ROLE,
  type Order,
  postMessages,
  walletMessages,
} from '@skelbimai/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { CHECK_VIOLATION, pgErrorCode } from '../../db/pgErrors.ts';
import {
  advertServicePackItems,
  advertServicePacks,
  advertServices,
  orderItems,
  orders,
  posts,
  type UserRow,
  users,
  walletEntries,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetShared } from '../../http/sharedCache.ts';
import { toOrderDtos } from './orders.mapper.ts';
import { applyServices, type ServiceToApply } from './promotion.service.ts';

interface Purchase {
  name: string;
  packId: number | null;
  totalCents: number;
  services: ServiceToApply[];
}

/** The euros missing, as the 402 message says them ('1,50 €'). */
const missingText = (cents: number) => `${centsToEuros(cents).toFixed(2).replace('.', ',')} €`;

const insufficient = (missingCents: number) =>
  new AppError(402, walletMessages.insufficientBalance(missingText(missingCents)));

/**
 * Buys one service or one pack for one of the buyer's own active ads, paid from the wallet at once
 * (DECISIONS #32). One transaction: the buyer's row is locked, the balance checked (402 and nothing written
 * if short), the order, its ledger debit (whose trigger lowers the balance; the CHECK >= 0 refuses a debit a
 * racing order already spent) and the ad's promotion. `now` is injectable so tests control the clock.
 */
export async function createOrder(
  db: Database,
  buyer: UserRow,
  request: CreateOrderRequest & { postId: number },
  now: Date = new Date(),
): Promise<Order> {
  const purchase = await findPurchase(db, request);
  let orderId: number;
  try {
    orderId = await db.transaction(async (tx) => {
      const [post] = await tx.select().from(posts).where(eq(posts.id, request.postId)).for('update');
      if (!post || post.status === 'deleted') throw AppError.notFound(postMessages.notFound);
      if (post.creatorId !== buyer.id) throw AppError.forbidden(walletMessages.notYourPost);
      if (post.status !== 'active' || post.expiresAt <= now) throw AppError.badRequest(walletMessages.postNotActive);
      const [wallet] = await tx
        .select({ balanceCents: users.walletBalanceCents })
        .from(users)
        .where(eq(users.id, buyer.id))
        .for('update');
      const balanceCents = wallet?.balanceCents ?? 0;
      if (balanceCents < purchase.totalCents) throw insufficient(purchase.totalCents - balanceCents);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: buyer.id,
          postId: post.id,
          postTitle: post.title,
          packId: purchase.packId,
          name: purchase.name,
          totalCents: purchase.totalCents,
          createdAt: now,
        })
        .returning();
      if (!order) throw new Error('order not created');
      await tx.insert(walletEntries).values({
        userId: buyer.id,
        amountCents: -purchase.totalCents,
        kind: 'order',
        orderId: order.id,
        createdAt: now,
      });
      const applied = await applyServices(tx, post.id, purchase.services, now);
      await tx
        .insert(orderItems)
        .values(
          applied.map((item) => ({ orderId: order.id, ...item, fulfilledAt: item.fulfilment === 'done' ? now : null })),
        );
      return order.id;
    });
  } catch (error) {
    // The balance CHECK refused the debit: another order spent the money after our read (it cannot, with the
    // row lock, but the database has the last word).
    if (pgErrorCode(error) === CHECK_VIOLATION) throw insufficient(purchase.totalCents);
    throw error;
  }
  // A bought TOP or showcase puts the ad in the lists' TOP blocks at once, not after the cache's 10 s.
  forgetShared(db, 'topBlocks');
  return getOrder(db, buyer, orderId);
}

async function findPurchase(db: Database, request: CreateOrderRequest): Promise<Purchase> {
  if (request.serviceId !== undefined) {
    const [service] = await db
      .select()
      .from(advertServices)
      .where(eq(advertServices.id, Number(request.serviceId)));
    if (!service) {
      throw AppError.badRequest(walletMessages.serviceNotFound, [
        { property: 'serviceId', errors: [walletMessages.serviceNotFound] },
      ]);
    }
    return { name: service.name, packId: null, totalCents: service.priceCents, services: [service] };
  }
  const [pack] = await db
    .select()
    .from(advertServicePacks)
    .where(eq(advertServicePacks.id, Number(request.packId)));
  if (!pack) {
    throw AppError.badRequest(walletMessages.packNotFound, [
      { property: 'packId', errors: [walletMessages.packNotFound] },
    ]);
  }
  const services = await db
    .select({ id: advertServices.id, code: advertServices.code, durationDays: advertServices.durationDays })
    .from(advertServicePackItems)
    .innerJoin(advertServices, eq(advertServices.id, advertServicePackItems.serviceId))
    .where(eq(advertServicePackItems.packId, pack.id))
    .orderBy(asc(advertServicePackItems.sortOrder));
  return { name: pack.name, packId: pack.id, totalCents: pack.priceCents, services };
}

/** The buyer's own order; moderators and administrators may read any. Others' read as missing (404). */
export async function getOrder(db: Database, viewer: UserRow, id: number): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const staff = isAdministrator(viewer.authRole) || viewer.authRole?.toLowerCase() === MODERATOR_ROLE.toLowerCase();
  if (!row || (row.userId !== viewer.id && !staff)) throw AppError.notFound(walletMessages.orderNotFound);
  const [dto] = await toOrderDtos(db, [row]);
  if (!dto) throw AppError.notFound(walletMessages.orderNotFound);
  return dto;
}
