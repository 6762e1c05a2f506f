import type { SavedSearch } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { savedSearches } from '../../db/schema/index.ts';

// The saved searches' own calls; their alerts are alerts.test.ts's.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T = unknown> = { succeeded: boolean; data: T; messages: string[]; errors: { property: string }[] };

async function signedIn() {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) });
const create = (cookie: string, payload: object) => call('POST', '/api/savedsearches/create', cookie, payload);
const list = async (cookie: string) =>
  bodyOf<Body<SavedSearch[]>>(await call('GET', '/api/savedsearches/list', cookie)).data;

describe('saved searches', () => {
  it('saves a list’s query string normalised, named by its keyword, with its filters in words', async () => {
    const { cookie } = await signedIn();
    const response = await create(cookie, {
      query:
        '?page=3&searchKeyword=golf&categoryName=transportas&subCategoryName=automobiliai&maxPrice=5000&postTypes=sell&sellerId=x',
    });
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Body<SavedSearch>>(response);
    expect(body.messages).toEqual(['Paieška išsaugota.']);
    expect(body.data).toMatchObject({
      name: 'golf',
      query: 'categoryName=transportas&subCategoryName=automobiliai&searchKeyword=golf&maxPrice=5000&postTypes=sell',
      description: 'Transportas › Automobiliai · „golf“ · iki 5\u00a0000,00\u00a0€ · Parduoda',
      frequency: 'instant',
      newAdCount: 0,
    });
    expect((await list(cookie)).map((s) => s.id)).toEqual([body.data.id]);
  });

  it('counts the matching ads published since the user last opened it; opening says since when, and resets', async () => {
    const { cookie } = await signedIn();
    const seller = await createUser(app);
    const saved = bodyOf<Body<SavedSearch>>(
      await create(cookie, { query: 'searchKeyword=kvadratinis batutas', name: 'Batutai', frequency: 'never' }),
    ).data;
    await createPost(app, seller, { title: 'Kvadratinis batutas vaikams' });
    await createPost(app, seller, { title: 'Kvadratinis batutas su tinklu' });
    await createPost(app, seller, { title: 'Apvali palapinė' });
    expect((await list(cookie)).find((s) => s.id === saved.id)?.newAdCount).toBe(2);
    const opened = bodyOf<Body<{ search: SavedSearch; newSince: string }>>(
      await call('POST', '/api/savedsearches/open', cookie, { id: saved.id }),
    ).data;
    expect(opened.newSince).toBe(saved.lastOpenedAt);
    expect((await list(cookie)).find((s) => s.id === saved.id)?.newAdCount).toBe(0);
  });

  it('renames, changes the frequency and deletes; another user’s search is 404, a guest 401', async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const saved = bodyOf<Body<SavedSearch>>(await create(cookie, { query: 'categoryName=transportas' })).data;
    expect(saved.name).toBe('Transportas');
    for (const [url, payload] of [
      ['/api/savedsearches/update', { id: saved.id, name: 'Svetima' }],
      ['/api/savedsearches/delete', { id: saved.id }],
      ['/api/savedsearches/open', { id: saved.id }],
    ] as const) {
      const refused = await call('POST', url, other.cookie, payload);
      expect(refused.statusCode, url).toBe(404);
      expect(bodyOf<Body>(refused).messages).toEqual(['Išsaugota paieška nerasta.']);
      expect((await call('POST', url, undefined, payload)).statusCode, url).toBe(401);
    }
    const updated = await call('POST', '/api/savedsearches/update', cookie, {
      id: saved.id,
      name: 'Mašinos',
      frequency: 'daily',
    });
    expect(bodyOf<Body<SavedSearch>>(updated).data).toMatchObject({ name: 'Mašinos', frequency: 'daily' });
    expect((await call('POST', '/api/savedsearches/delete', cookie, { id: saved.id })).statusCode).toBe(200);
    expect(await list(cookie)).toEqual([]);
    expect((await call('GET', '/api/savedsearches/list')).statusCode).toBe(401);
  });

  it('refuses a search that would match every ad, or names no category, on the query field', async () => {
    const { user, cookie } = await signedIn();
    const everything =
      'Paieška be filtrų atitiktų visus skelbimus. Pasirinkite kategoriją, įrašykite paieškos žodį arba nurodykite kainą, tipą ar vietovę.';
    const noCategory = 'Tokios kategorijos nėra. Pasirinkite kategoriją iš sąrašo.';
    const allTypes = 'sell,buy,rentOut,rentWanted,giveAway,exchange,offer,seek';
    for (const [query, message] of [
      ['a'.repeat(1000), everything],
      ['', everything],
      ['sort=oldest&page=2', everything],
      ['searchKeyword=%E2%80%8B%E2%80%8B', everything],
      ['searchKeyword=!!!%20...', everything],
      ['searchFilterType=title', everything],
      [`postTypes=${allTypes}`, everything],
      ['categoryName=niekas', noCategory],
      ['categoryName=transportas&subCategoryName=niekas', noCategory],
      ['categoryName=niekas&searchKeyword=golf', noCategory],
    ] as const) {
      const response = await create(cookie, { query });
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      const body = bodyOf<Body>(response);
      expect(body.messages, query.slice(0, 40)).toEqual([message]);
      expect(body.errors).toEqual([{ property: 'query', errors: [message] }]);
    }
    expect(await app.db.$count(savedSearches, eq(savedSearches.userId, user.id))).toBe(0);
    // One filter is enough: a keyword, a place word, a price, some types of ad, a known category.
    for (const query of [
      'searchKeyword=golf',
      'searchKeyword=Vilnius',
      'minPrice=1',
      'postTypes=sell,buy',
      'categoryName=transportas',
    ]) {
      expect((await create(cookie, { query })).statusCode, query).toBe(200);
    }
  });

  it('refuses a query the list refuses, on the query field, and a 51st search', async () => {
    const { user, cookie } = await signedIn();
    for (const query of ['minPrice=abc', 'location=Niekur', 'postTypes=parduodu']) {
      const response = await create(cookie, { query });
      expect(response.statusCode, query).toBe(400);
      const body = bodyOf<Body>(response);
      expect(body.messages).toEqual([
        'Šios paieškos išsaugoti negalima. Atverkite skelbimų sąrašą ir bandykite dar kartą.',
      ]);
      expect(body.errors.map((error) => error.property)).toEqual(['query']);
    }
    await app.db
      .insert(savedSearches)
      .values(Array.from({ length: 50 }, (_, i) => ({ userId: user.id, name: `P${i}`, query: `searchKeyword=p${i}` })));
    const refused = await create(cookie, { query: 'searchKeyword=dar viena' });
    expect(refused.statusCode).toBe(400);
    expect(bodyOf<Body>(refused).messages).toEqual([
      'Išsaugoti galima ne daugiau kaip 50 paieškų. Ištrinkite nebereikalingą.',
    ]);
    expect(await app.db.$count(savedSearches, eq(savedSearches.userId, user.id))).toBe(50);
  });
});
