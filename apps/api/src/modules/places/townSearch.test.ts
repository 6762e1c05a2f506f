import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import type { UserRow } from '../../db/schema/index.ts';

/**
 * Search that knows the town (DECISIONS #110): the town's place names are locations, never product
 * words. The flats are newer than the chairs, so without the rule a newest-first tie would list them first.
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  app = await buildTestApp();
  seller = await createUser(app);
  const ad = (title: string, description: string, location: string, age: number) =>
    createPost(app, seller, { title, description, location, bumpedAt: hoursAgo(age), createdAt: hoursAgo(age) });
  await ad('Medinė kėdė', 'Tvirta ąžuolinė kėdė virtuvei.', 'Kėdainiai', 10);
  await ad('Biuro kėdės, 4 vnt.', 'Pasukamos, su ratukais.', 'Kėdainiai', 11);
  await ad('Butas Kėdainiuose', 'Dviejų kambarių butas Kėdainių centre.', 'Kėdainiai', 1);
  await ad('Namas prie Kėdainių', 'Sodyba su žeme, arti Kėdainių.', 'Kėdainiai', 2);
  await ad('Butas', 'Trys kambariai, renovuotas namas.', 'Akademija', 3);
  await ad('Butas Akademijoje', 'Šalia parko.', 'Kėdainiai', 4);
  await ad('Butas Josvainiuose', 'Su balkonu.', 'Josvainiai', 5);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type ListBody = { posts: { title: string; location: string }[] };

async function titles(query: string, cookie?: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/posts/list?${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return bodyOf<ListBody>(response).posts.map((post) => post.title);
}

const chairs = ['Medinė kėdė', 'Biuro kėdės, 4 vnt.'];

describe('a product word never matches a place name', () => {
  it("'kėdė' finds the chairs and none of the ads that only say 'Kėdainiuose'", async () => {
    const found = await titles(`listTarget=public&searchKeyword=${encodeURIComponent('kėdė')}`);
    expect(found).toEqual(chairs);
  });

  it("'kėdžių' (of chairs) finds the chairs", async () => {
    const found = await titles(`listTarget=public&searchKeyword=${encodeURIComponent('kėdžių')}`);
    expect(found).toEqual(chairs);
  });

  it('neither in the title nor in the description filter, nor on a list searched by title similarity', async () => {
    const keyword = encodeURIComponent('kėdės');
    expect(await titles(`listTarget=public&searchFilterType=title&searchKeyword=${keyword}`)).toEqual(chairs);
    expect(await titles(`listTarget=public&searchFilterType=description&searchKeyword=${keyword}`)).toEqual([
      'Medinė kėdė',
    ]);
    // The seller's own list matches typos by trigram similarity on each title (list/search.ts).
    const cookie = await sessionCookie(app, seller);
    expect(await titles(`listTarget=my&searchKeyword=${keyword}`, cookie)).toEqual(chairs);
  });

  it('suggestions while typing offer the product words, never the place names', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent('kėd')}` });
    expect(response.statusCode).toBe(200);
    const words = JSON.stringify(bodyOf(response).data).toLowerCase();
    expect(words).toContain('kėd');
    expect(words).not.toContain('kėdain');
  });
});

describe('a place name in the query is a location', () => {
  it("'butas Akademijoje' lists the flats in Akademija or naming it, not the other flats", async () => {
    const found = await titles(`listTarget=public&searchKeyword=${encodeURIComponent('butas Akademijoje')}`);
    expect(found.sort()).toEqual(['Butas', 'Butas Akademijoje']);
  });

  it("a place name alone lists that place's ads", async () => {
    const found = await titles(`listTarget=public&searchKeyword=${encodeURIComponent('Josvainiuose')}`);
    expect(found).toEqual(['Butas Josvainiuose']);
  });
});

describe('offers first', () => {
  beforeAll(async () => {
    // Equal matches: the same words in the same places. The wanted ad is the newer one.
    await createPost(app, seller, {
      title: 'Parduodu dviratį',
      description: 'Kalnų dviratis, 26 colių.',
      postType: 'sell',
      bumpedAt: hoursAgo(30),
    });
    await createPost(app, seller, {
      title: 'Perku dviratį',
      description: 'Kalnų dviratis, 26 colių.',
      postType: 'buy',
      bumpedAt: hoursAgo(20),
    });
  });

  it("a search ranks an offer above a 'Perku' ad it matches equally well", async () => {
    const found = await titles(`listTarget=public&searchKeyword=${encodeURIComponent('dviratis')}`);
    expect(found).toEqual(['Parduodu dviratį', 'Perku dviratį']);
  });

  it('unless the searcher chose the types: then the newer first', async () => {
    const found = await titles(`listTarget=public&postTypes=buy,sell&searchKeyword=${encodeURIComponent('dviratis')}`);
    expect(found).toEqual(['Perku dviratį', 'Parduodu dviratį']);
  });
});
