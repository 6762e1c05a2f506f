import { centsToEuros, type Order } from '@skelbimai/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { advertServices, type OrderRow, orderItems } from '../../db/schema/index.ts';

/** 'U-000042' (užsakymas): what people see. */
export const orderIdentifier = (id: number) => `U-${String(id).padStart(6, '0')}`;

/** Orders as the API shows them, with their items (one query for all of them). */
export async function toOrderDtos(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      serviceId: orderItems.serviceId,
      activeUntil: orderItems.activeUntil,
      fulfilment: orderItems.fulfilment,
      code: advertServices.code,
      name: advertServices.name,
      icon: advertServices.icon,
    })
    .from(orderItems)
    .innerJoin(advertServices, eq(advertServices.id, orderItems.serviceId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: orderIdentifier(row.id),
    userId: row.userId,
    postId: row.postId ?? 0,
    postTitle: row.postTitle,
    name: row.name,
    packId: row.packId,
    total: centsToEuros(row.totalCents),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        serviceId: item.serviceId,
        code: item.code,
        name: item.name,
        icon: item.icon,
        activeUntil: item.activeUntil?.toISOString() ?? null,
        fulfilment: item.fulfilment,
      })),
    createdAt: row.createdAt.toISOString(),
  }));
}
