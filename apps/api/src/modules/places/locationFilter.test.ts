import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import type { UserRow } from '../../db/schema/index.ts';

/** A list narrowed to one of the town's settlements (DECISIONS #111). */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;

beforeAll(async () => {
  app = await buildTestApp({ TOWN_NAME: 'Kėdainiai', TOWN_PLACES: 'Kėdainiai, Akademija, Naujasodis, Šėta' });
  seller = await createUser(app);
  await createPost(app, seller, { title: 'Butas mieste', location: 'Kėdainiai' });
  await createPost(app, seller, { title: 'Namas Akademijoje', location: 'Akademija' });
  // A free-text location written before the list (as the demo writes its villages).
  await createPost(app, seller, { title: 'Sodyba kaime', location: 'Naujasodis, Kėdainių r.' });
  await createPost(app, seller, { title: 'Garažas', location: 'Naujasodžio gatvė 5' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type ListBody = { posts: { title: string; location: string }[] };

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/posts/list?listTarget=public&${query}` });
  return { status: response.statusCode, body: bodyOf<ListBody>(response) };
}

describe('the settlements list', () => {
  it('is configured per town (TOWN_PLACES) and given to the web with the site information', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<{ data: { places: string[] } }>(response).data.places).toEqual([
      'Kėdainiai',
      'Akademija',
      'Naujasodis',
      'Šėta',
    ]);
  });
});

describe('GET /api/posts/list?location=', () => {
  it("lists only the ads in that settlement, 'Place, district' free text included", async () => {
    const akademija = await list(`location=${encodeURIComponent('Akademija')}`);
    expect(akademija.status).toBe(200);
    expect(akademija.body.posts.map((post) => post.title)).toEqual(['Namas Akademijoje']);
    // Not 'Naujasodžio gatvė 5': a street named after it is no location in it.
    const village = await list(`location=${encodeURIComponent('Naujasodis')}`);
    expect(village.status).toBe(200);
    expect(village.body.posts.map((post) => post.title)).toEqual(['Sodyba kaime']);
  });

  it('narrows a search too', async () => {
    const found = await list(`location=${encodeURIComponent('Kėdainiai')}&searchKeyword=butas`);
    expect(found.body.posts.map((post) => post.title)).toEqual(['Butas mieste']);
    const none = await list(`location=${encodeURIComponent('Šėta')}&searchKeyword=butas`);
    expect(none.body.posts).toEqual([]);
  });

  it('refuses a place that is not on the list with a Lithuanian message on the field', async () => {
    for (const bad of ['Vilnius', 'Naujasodis, Kėdainių r.', '%', 'akademija']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/posts/list?listTarget=public&location=${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode).toBe(400);
      const body = bodyOf(response);
      expect(body.errors).toEqual([
        { property: 'location', errors: ['Tokios vietovės sąraše nėra. Pasirinkite vietovę iš sąrašo.'] },
      ]);
    }
  });

  it('an ad posted with a settlement from the list is found by it', async () => {
    const cookie = await sessionCookie(app, seller);
    const created = await app.inject({
      method: 'POST',
      url: '/api/posts/create',
      headers: { cookie },
      payload: {
        title: 'Dviratis Šėtoje',
        description: 'Geras.',
        subCategoryId: 101,
        postType: 'sell',
        price: 50,
        location: 'Šėta',
      },
    });
    expect(created.statusCode).toBe(200);
    const found = await list(`location=${encodeURIComponent('Šėta')}`);
    expect(found.body.posts.map((post) => post.title)).toEqual(['Dviratis Šėtoje']);
  });
});
