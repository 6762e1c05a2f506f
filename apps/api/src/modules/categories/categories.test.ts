import type { Category, Envelope } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, insertPosts } from '../../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const getCategories = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/categories/get' });
  expect(response.statusCode).toBe(200);
  return bodyOf<Envelope<Category[]> & { categories: Category[] }>(response);
};

describe('GET /api/categories/get', () => {
  it('gives the seeded tree: 7 main categories with their icons and colours, in order', async () => {
    const body = await getCategories();
    expect(body.succeeded).toBe(true);
    expect(body.messages).toEqual([]);
    expect(body.errors).toEqual([]);
    // PRODUCT.md §7 names the answer `categories`; data carries the same tree for the web (DECISIONS #28).
    expect(body.categories).toEqual(body.data);
    const mains = body.categories;
    expect(mains.map((c) => [c.id, c.name, c.logicalName, c.icon, c.color])).toEqual([
      [100, 'Nekilnojamasis turtas', 'nekilnojamasis-turtas', 'home', '#1565C0'],
      [200, 'Transportas', 'transportas', 'commute', '#C62828'],
      [300, 'Darbas ir paslaugos', 'darbas-ir-paslaugos', 'business_center', '#5D4037'],
      [400, 'Namai ir buitis', 'namai-ir-buitis', 'weekend', '#2E7D32'],
      [500, 'Kompiuterija ir elektronika', 'kompiuterija-ir-elektronika', 'computer', '#6A1B9A'],
      [600, 'Laisvalaikis', 'laisvalaikis', 'local_play', '#EF6C00'],
      [700, 'Prekyba ir kita', 'prekyba-ir-kita', 'shopping_basket', '#00838F'],
    ]);
    for (const main of mains) {
      expect(main.parentCategory).toBeNull();
      expect(main.text.length).toBeGreaterThan(20);
    }
    expect(mains.reduce((sum, main) => sum + main.childCategories.length, 0)).toBe(38);
  });

  it('gives subcategories ids inside the parent hundred, slugs, the parent and the inherited colour', async () => {
    const [realEstate, , , , electronics] = (await getCategories()).data ?? [];
    expect(realEstate?.childCategories.map((c) => [c.id, c.name, c.logicalName])).toEqual([
      [101, 'Butai', 'butai'],
      [102, 'Namai ir sodybos', 'namai-ir-sodybos'],
      [103, 'Sklypai', 'sklypai'],
      [104, 'Komercinės patalpos', 'komercines-patalpos'],
      [105, 'Garažai', 'garazai'],
      [106, 'Nuoma', 'nuoma'],
    ]);
    const commercial = realEstate?.childCategories[3];
    expect(commercial).toMatchObject({
      parentCategory: { id: 100, name: 'Nekilnojamasis turtas', logicalName: 'nekilnojamasis-turtas' },
      childCategories: [],
      icon: null,
      color: '#1565C0',
    });
    expect(electronics?.childCategories.map((c) => c.logicalName)).toEqual([
      'kompiuteriai',
      'telefonai',
      'tv-ir-garso-technika',
      'foto-ir-video',
      'zaidimu-konsoles',
    ]);
  });

  it('counts only active ads, a main category including its subcategories', async () => {
    await insertPosts(app, [
      { categoryId: 101 },
      { categoryId: 101 },
      { categoryId: 104 },
      { categoryId: 104, status: 'expired' },
      { categoryId: 105, status: 'blocked' },
      { categoryId: 106, status: 'deleted' },
      { categoryId: 201 },
    ]);
    const mains = (await getCategories()).data ?? [];
    const byId = new Map(mains.flatMap((main) => [main, ...main.childCategories]).map((c) => [c.id, c.postCount]));
    expect(byId.get(101)).toBe(2);
    expect(byId.get(104)).toBe(1);
    expect(byId.get(105)).toBe(0);
    expect(byId.get(106)).toBe(0);
    expect(byId.get(100)).toBe(3);
    expect(byId.get(201)).toBe(1);
    expect(byId.get(200)).toBe(1);
    expect(byId.get(300)).toBe(0);
  });
});
