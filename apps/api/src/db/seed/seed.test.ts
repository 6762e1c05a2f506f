import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { queryRows } from '../client.ts';
import { categories, settingKeys } from '../schema/index.ts';
import { seedDatabase } from './index.ts';

const tables = [
  'categories',
  'settings',
  'top_up_options',
  'advert_services',
  'advert_service_packs',
  'advert_service_pack_items',
  'post_report_reasons',
] as const;

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    // The secrets a start generates into settings (device cookies, test payments) are no reference data.
    const generated = sql.raw(`key not in ('${settingKeys.deviceCookieKey}', '${settingKeys.testPaymentSecret}')`);
    const where = table === 'settings' ? sql` where ${generated}` : sql``;
    const [row] = await queryRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from ${sql.raw(table)}${where}`,
    );
    result[table] = Number(row?.count);
  }
  return result;
}

describe('the seed', () => {
  it('fills the reference tables of PRODUCT.md §3', async () => {
    expect(await counts()).toEqual({
      categories: 45,
      settings: 1,
      top_up_options: 4,
      advert_services: 7,
      advert_service_packs: 3,
      advert_service_pack_items: 10,
      post_report_reasons: 8,
    });
  });

  it('is idempotent: running it again (start-up already ran it once) changes no counts', async () => {
    const before = await counts();
    await seedDatabase(app.db, { maxPostPictureCount: 20 });
    await seedDatabase(app.db, { maxPostPictureCount: 20 });
    expect(await counts()).toEqual(before);
  });

  it('puts edited reference rows back to the seeded content', async () => {
    await app.db.update(categories).set({ name: 'Sugadinta', color: '#000000' }).where(eq(categories.id, 104));
    await seedDatabase(app.db, { maxPostPictureCount: 20 });
    const [row] = await app.db.select().from(categories).where(eq(categories.id, 104));
    expect(row).toMatchObject({ name: 'Komercinės patalpos', logicalName: 'komercines-patalpos', color: '#1565C0' });
  });
});
