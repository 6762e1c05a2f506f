import { type AdvertService, type AdvertServicePack, centsToEuros } from '@skelbimai/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { advertServicePackItems, advertServicePacks, advertServices } from '../../db/schema/index.ts';
import { cachedShared } from '../../http/sharedCache.ts';

/** Paid services in display order, prices in euros. Cached for everyone (only a seed changes them). */
export function listAdvertServices(db: Database): Promise<AdvertService[]> {
  return cachedShared(db, 'advertServices', () => loadAdvertServices(db));
}

async function loadAdvertServices(db: Database): Promise<AdvertService[]> {
  const rows = await db.select().from(advertServices).orderBy(asc(advertServices.sortOrder), asc(advertServices.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    icon: row.icon,
    price: centsToEuros(row.priceCents),
    durationDays: row.durationDays,
  }));
}

/** Service packs with the services each contains, in the pack's own order. Cached like the services. */
export function listAdvertServicePacks(db: Database): Promise<AdvertServicePack[]> {
  return cachedShared(db, 'advertServicePacks', () => loadAdvertServicePacks(db));
}

async function loadAdvertServicePacks(db: Database): Promise<AdvertServicePack[]> {
  const [packs, items] = await Promise.all([
    db.select().from(advertServicePacks).orderBy(asc(advertServicePacks.sortOrder), asc(advertServicePacks.id)),
    db
      .select({
        packId: advertServicePackItems.packId,
        id: advertServices.id,
        code: advertServices.code,
        name: advertServices.name,
        icon: advertServices.icon,
      })
      .from(advertServicePackItems)
      .innerJoin(advertServices, eq(advertServices.id, advertServicePackItems.serviceId))
      .orderBy(asc(advertServicePackItems.sortOrder)),
  ]);
  return packs.map((pack) => ({
    id: pack.id,
    code: pack.code,
    name: pack.name,
    price: centsToEuros(pack.priceCents),
    services: items
      .filter((item) => item.packId === pack.id)
      .map(({ id, code, name, icon }) => ({ id, code, name, icon })),
  }));
}
