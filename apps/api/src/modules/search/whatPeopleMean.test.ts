import type { Post } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser } from '../../../test/factories.ts';

// Decision 0084: a description's contact phrases are no product words; title and category matches rank above
// description-only ones; a search within a category counts its matches elsewhere.
let app: Awaited<ReturnType<typeof buildTestApp>>;

// Seeded subcategories (db/seed/categories.ts).
const PHONES = 502;
const APPLIANCES = 402;
const FOOD = 701;
const BEAUTY = 304;
const FURNITURE = 401;
const CARS = 201;

beforeAll(async () => {
  app = await buildTestApp();
  const seller = await createUser(app);
  await createPost(app, seller, { categoryId: FOOD, title: 'Liepų medus', description: 'Skambinkite telefonu.' });
  await createPost(app, seller, {
    categoryId: BEAUTY,
    title: 'Klasikinis masažas',
    description: 'Registracija telefonu. Teiraukitės, rašykite SMS, tel. 860000000. Telefonas: 860000001',
  });
  await createPost(app, seller, {
    categoryId: APPLIANCES,
    title: 'Šaldytuvas su ekranu',
    description: 'Valdomas per telefoną, skambinti nereikia.',
  });
  await createPost(app, seller, { categoryId: PHONES, title: 'Apple iPhone 13', description: 'Kaip naujas.' });
  await createPost(app, seller, { categoryId: PHONES, title: 'Senas Nokia telefonas', description: 'Veikia.' });
  await createPost(app, seller, { categoryId: FURNITURE, title: 'Medinė kėdė', description: 'Tvirta.' });
  await createPost(app, seller, { categoryId: FURNITURE, title: 'Biuro kėdė', description: 'Ant ratukų.' });
  await createPost(app, seller, {
    categoryId: CARS,
    title: 'Vaikiška kėdutė automobiliui',
    description: 'Tvirtinama.',
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type ListBody = { data: Post[] };

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/posts/list?page=1&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<ListBody>(response);
}
const titles = (body: ListBody) => body.data.map((post) => post.title);

describe('the thing before the word', () => {
  it('lists the title match, then the category, then the description, and no contact phrase', async () => {
    expect(titles(await list('searchKeyword=telefonas'))).toEqual([
      'Senas Nokia telefonas',
      'Apple iPhone 13',
      'Šaldytuvas su ekranu',
    ]);
  });

  it('finds no ad by a contact phrase alone, in the description filter either', async () => {
    // The fridge is controlled through the phone ('per telefoną'): a word, not a contact phrase.
    for (const word of ['telefonu', 'skambinkite', 'rasykite', 'teiraukites', 'sms', 'tel', 'registracija telefonu']) {
      const found = titles(await list(`searchKeyword=${word}&searchFilterType=description`));
      expect(found, word).not.toContain('Liepų medus');
      expect(
        found.filter((title) => title !== 'Šaldytuvas su ekranu'),
        word,
      ).toEqual([]);
    }
    // The description's other words are still found.
    expect(titles(await list('searchKeyword=registracija'))).toEqual(['Klasikinis masažas']);
  });
});

describe('a search within a category', () => {
  const elsewhere = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/posts/elsewhereCount?${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { count: number; capped: boolean } | null }).data;
  };

  it('counts the matches of the other categories', async () => {
    const inCars = await list('searchKeyword=kėdė&categoryName=transportas');
    expect(titles(inCars)).toEqual([]);
    expect(await elsewhere('searchKeyword=kėdė&categoryName=transportas')).toEqual({ count: 2, capped: false });
    const inFurniture = await list('searchKeyword=kėdė&categoryName=namai-ir-buitis&subCategoryName=baldai');
    expect(titles(inFurniture)).toHaveLength(2);
    expect(await elsewhere('searchKeyword=kėdė&categoryName=namai-ir-buitis&subCategoryName=baldai')).toEqual({
      count: 0,
      capped: false,
    });
    // The price filter holds elsewhere too.
    expect(await elsewhere('searchKeyword=kėdė&categoryName=transportas&minPrice=1000000')).toEqual({
      count: 0,
      capped: false,
    });
  });

  it('says nothing of elsewhere without a category or a keyword', async () => {
    expect(await elsewhere('searchKeyword=kėdė')).toBeNull();
    expect(await elsewhere('categoryName=transportas')).toBeNull();
  });
});
