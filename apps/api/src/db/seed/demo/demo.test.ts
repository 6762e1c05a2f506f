import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/buildTestApp.ts';
import { queryRows } from '../../client.ts';
import { DEMO_MARKER_KEY, seedDemoData } from './index.ts';
import { townGenitive } from './places.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // Another town than the default: nothing in the demo may assume Kėdainiai.
  app = await buildTestApp({ TOWN_NAME: 'Utena' });
});
afterAll(async () => {
  await app?.close();
});

const demo = () => seedDemoData(app.db, { storage: app.pictureStorage, townName: app.config.site.townName });

async function count(query: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(app.db, sql.raw(`select count(*)::int as count from ${query}`));
  return Number(row?.count);
}

describe('the demo seed', () => {
  // Encoding a few hundred pictures twice takes about 45 s on two busy cores: a higher ceiling against hangs.
  it('adds a few hundred ads with pictures in every subcategory, once', { timeout: 180_000 }, async () => {
    const first = await demo();
    expect(first?.posts).toBeGreaterThanOrEqual(250);
    const after = { posts: await count('posts'), pictures: await count('post_pictures'), users: await count('users') };

    expect(await demo()).toBeNull();
    expect({
      posts: await count('posts'),
      pictures: await count('post_pictures'),
      users: await count('users'),
    }).toEqual(after);
    expect(await count(`settings where key = '${DEMO_MARKER_KEY}'`)).toBe(1);

    const subcategoriesWithoutPictures = await count(`categories c where c.parent_id is not null and not exists (
      select 1 from posts p join post_pictures pp on pp.post_id = p.id
      where p.category_id = c.id and p.status = 'active' and p.expires_at > now())`);
    expect(subcategoriesWithoutPictures).toBe(0);
    expect(await count('posts where showcase_until > now()')).toBeGreaterThan(0);
    expect(await count('users where password_hash is not null')).toBe(0);
  });

  it('serves the pictures it stored and lists the ads in the configured town', async () => {
    const [picture] = await queryRows<{ large_key: string; thumbnail_key: string }>(
      app.db,
      sql`select large_key, thumbnail_key from post_pictures order by position, id limit 1`,
    );
    for (const key of [picture?.large_key, picture?.thumbnail_key]) {
      const response = await app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }

    const list = await app.inject({ method: 'GET', url: '/api/posts/list?subCategoryName=butai' });
    const titles: string[] = list.json().posts.map((post: { title: string }) => post.title);
    expect(titles).toContain(`Parduodamas 2 kambarių butas ${townGenitive('Utena')} centre`);
    expect(await count(`posts where location like '%Utenos r.'`)).toBeGreaterThan(0);
    expect(await count(`posts where title like '%Kėdain%' or description like '%Kėdain%'`)).toBe(0);
  });
});
