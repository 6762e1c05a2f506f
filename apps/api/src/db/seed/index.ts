import { eq, inArray, isNotNull } from 'drizzle-orm';
import { seedVocabulary } from '../../modules/search/index.ts';
import type { Database } from '../client.ts';
import {
  advertServicePackItems,
  advertServicePacks,
  advertServices,
  categories,
  postReportReasons,
  settingKeys,
  settings,
  topUpOptions,
} from '../schema/index.ts';
import { advertServicePackSeeds, advertServiceSeeds, postReportReasonSeeds, topUpOptionSeeds } from './catalogue.ts';
import { categorySeedRows } from './categories.ts';
import { type DemoSeedOptions, seedDemoData } from './demo/index.ts';
import { mergeSeededFields, postFieldSeeds } from './postFields.ts';
import { overwriteWithExcluded } from './upsert.ts';

export interface SeedOptions {
  maxPostPictureCount: number;
  /** When given (config DEMO_DATA), the demo ads are added once after the reference data. */
  demo?: DemoSeedOptions;
}

/**
 * Reference data every installation needs, run at each start-up. Idempotent: rows are upserted by their
 * fixed ids, so a second run changes nothing and an edited seed updates existing rows in place.
 * Rows that users create (posts, orders) are never touched.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(categorySeedRows())
      .onConflictDoUpdate({ target: categories.id, set: overwriteWithExcluded(categories, ['id', 'fields']) });

    // The fields of each kind of ad are merged, never overwritten: an administrator's added choices and
    // fields stay (PRODUCT.md §25, decision 0083).
    const stored = await tx
      .select({ id: categories.id, fields: categories.fields })
      .from(categories)
      .where(isNotNull(categories.parentId));
    for (const row of stored) {
      const seeded = postFieldSeeds[row.id];
      if (!seeded) continue;
      const merged = mergeSeededFields(row.fields, seeded);
      if (JSON.stringify(merged) !== JSON.stringify(row.fields))
        await tx.update(categories).set({ fields: merged }).where(eq(categories.id, row.id));
    }

    // The configuration is the source of this value; the table lets every query and process read it.
    await tx
      .insert(settings)
      .values([{ key: settingKeys.maxPostPictureCount, value: String(options.maxPostPictureCount) }])
      .onConflictDoUpdate({ target: settings.key, set: overwriteWithExcluded(settings, ['key']) });

    await tx
      .insert(topUpOptions)
      .values(topUpOptionSeeds)
      .onConflictDoUpdate({ target: topUpOptions.id, set: overwriteWithExcluded(topUpOptions, ['id']) });

    await tx
      .insert(advertServices)
      .values(advertServiceSeeds.map((service, index) => ({ ...service, sortOrder: index + 1 })))
      .onConflictDoUpdate({ target: advertServices.id, set: overwriteWithExcluded(advertServices, ['id']) });

    await tx
      .insert(advertServicePacks)
      .values(
        advertServicePackSeeds.map(({ services: _services, ...pack }, index) => ({ ...pack, sortOrder: index + 1 })),
      )
      .onConflictDoUpdate({ target: advertServicePacks.id, set: overwriteWithExcluded(advertServicePacks, ['id']) });

    // A pack's contents are replaced as a whole, so a service removed from the seed leaves the pack too.
    const serviceIdByCode = new Map<string, number>(advertServiceSeeds.map((service) => [service.code, service.id]));
    const serviceIdOf = (code: string) => {
      const id = serviceIdByCode.get(code);
      if (id === undefined) throw new Error(`Seed: pack refers to an unknown service '${code}'`);
      return id;
    };
    await tx.delete(advertServicePackItems).where(
      inArray(
        advertServicePackItems.packId,
        advertServicePackSeeds.map((pack) => pack.id),
      ),
    );
    await tx.insert(advertServicePackItems).values(
      advertServicePackSeeds.flatMap((pack) =>
        pack.services.map((code, index) => ({
          packId: pack.id,
          serviceId: serviceIdOf(code),
          sortOrder: index + 1,
        })),
      ),
    );

    await tx
      .insert(postReportReasons)
      .values(postReportReasonSeeds)
      .onConflictDoUpdate({ target: postReportReasons.id, set: overwriteWithExcluded(postReportReasons, ['id']) });

    await seedVocabulary(tx);
  });

  if (options.demo) await seedDemoData(db, options.demo);
}
