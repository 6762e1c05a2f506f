import { type Category, type FieldCounts, latestFieldYear, type Post, type PostField } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, insertPosts, sessionCookie } from '../../../test/factories.ts';
import { posts, users } from '../../db/schema/index.ts';

// The fields of each kind of ad (PRODUCT.md §25): definitions, checks on create and update, facts, filters, counts.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T = unknown> = {
  succeeded: boolean;
  data: T;
  messages: string[];
  errors: { property: string; errors: string[] }[];
  posts?: Post[];
};

const CARS = 201;
const BIKES = 203;

async function signedIn() {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

function inject(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}

const carAd = (attributes: Record<string, unknown>) => ({
  title: 'Parduodu automobilį',
  description: 'Tvarkingas, prižiūrėtas.',
  subCategoryId: CARS,
  postType: 'sell',
  price: 8500,
  attributes,
});

const goodCar = { make: 'bmw', model: '5-serija', year: 2015, mileageKm: 182000, fuel: 'diesel', engineLitres: 2 };

/** The errors of a refused create, as { property: message }. */
async function refusedCreate(attributes: Record<string, unknown>, subCategoryId = CARS) {
  const { cookie } = await signedIn();
  const response = await inject('POST', '/api/posts/create', cookie, { ...carAd(attributes), subCategoryId });
  expect(response.statusCode).toBe(400);
  const body = bodyOf<Body>(response);
  return Object.fromEntries(body.errors.map((error) => [error.property, error.errors[0]]));
}

describe('the fields of a subcategory', () => {
  it('come with each subcategory of the tree; a main category has none', async () => {
    const body = bodyOf<Body<Category[]>>(await inject('GET', '/api/categories/get'));
    const transport = body.data.find((category) => category.id === 200);
    expect(transport?.fields).toEqual([]);
    const cars = transport?.childCategories.find((category) => category.id === CARS);
    expect(cars?.fields.map((field) => field.key)).toEqual([
      'make',
      'model',
      'year',
      'mileageKm',
      'fuel',
      'gearbox',
      'bodyType',
      'engineLitres',
      'powerKw',
      'colour',
      'inspectionUntil',
    ]);
    const make = cars?.fields[0] as Extract<PostField, { type: 'choice' }>;
    expect(make.options.map((option) => option.label)).toEqual(
      expect.arrayContaining(['Volkswagen', 'Audi', 'BMW', 'Toyota', 'Škoda', 'Mercedes-Benz', 'Citroën', 'Tesla']),
    );
    const model = cars?.fields[1] as Extract<PostField, { type: 'choice' }>;
    expect(model.dependsOn).toBe('make');
    expect(model.optionsByParent?.skoda?.map((option) => option.label)).toContain('Octavia');
  });

  it('are one subcategory alone at GET /api/categories/fields/{id}; a main category or none is 404', async () => {
    const body = bodyOf<Body<{ fields: PostField[] }>>(await inject('GET', '/api/categories/fields/101'));
    expect(body.data.fields.map((field) => field.key)).toEqual([
      'rooms',
      'areaM2',
      'floor',
      'floorsTotal',
      'yearBuilt',
      'heating',
      'equipment',
    ]);
    expect((await inject('GET', '/api/categories/fields/100')).statusCode).toBe(404);
    expect((await inject('GET', '/api/categories/fields/999')).statusCode).toBe(404);
  });
});

describe('POST /api/posts/create and PATCH /api/posts/update with attributes', () => {
  it('refuses a car without its make, model and year, each on its own field', async () => {
    expect(await refusedCreate({})).toEqual({
      'attributes.make': 'Pasirinkite markę.',
      'attributes.model': 'Pasirinkite modelį.',
      'attributes.year': 'Nurodykite pagaminimo metus.',
    });
  });

  it('refuses a bad value of each type with its Lithuanian message', async () => {
    expect(
      await refusedCreate({
        ...goodCar,
        year: 1900,
        mileageKm: -5,
        fuel: 'anglys',
        engineLitres: 1.65,
        powerKw: 'daug',
        inspectionUntil: '2027-13',
        wings: 2,
      }),
    ).toEqual({
      'attributes.year': `Metai nuo 1950 iki ${latestFieldYear()}.`,
      'attributes.mileageKm': `Nuo 0 iki ${(2_000_000).toLocaleString('lt-LT')} km.`,
      'attributes.fuel': 'Pasirinkite reikšmę iš sąrašo.',
      'attributes.engineLitres': 'Ne daugiau kaip 1 skaitmenys po kablelio.',
      'attributes.powerKw': 'Įveskite skaičių.',
      'attributes.inspectionUntil': 'Nurodykite metus ir mėnesį.',
      'attributes.wings': 'Šioje kategorijoje tokio laukelio nėra.',
    });
  });

  it('takes a model only of the chosen make', async () => {
    expect(await refusedCreate({ ...goodCar, make: 'audi', model: '5-serija' })).toEqual({
      'attributes.model': 'Pasirinkite reikšmę iš sąrašo.',
    });
  });

  it('refuses a text longer than its field allows', async () => {
    const errors = await refusedCreate({ model: 'x'.repeat(61) }, 501);
    expect(errors).toEqual({ 'attributes.model': 'Ne daugiau kaip 60 simbolių.' });
  });

  it('keeps good values and gives them back as attributes and facts, the card ones marked', async () => {
    const { cookie } = await signedIn();
    const created = await inject('POST', '/api/posts/create', cookie, carAd({ ...goodCar, gearbox: '' }));
    expect(created.statusCode).toBe(200);
    const id = bodyOf<Body<{ id: number }>>(created).data.id;
    const post = bodyOf<Body<Post>>(await inject('GET', `/api/posts/single/${id}`)).data;
    expect(post.attributes).toEqual(goodCar);
    const space = (182000).toLocaleString('lt-LT')[3];
    expect(post.facts).toEqual([
      { key: 'make', label: 'Markė', text: 'BMW', onCard: false },
      { key: 'model', label: 'Modelis', text: '5 serija', onCard: false },
      { key: 'year', label: 'Pagaminimo metai', text: '2015 m.', onCard: true },
      { key: 'mileageKm', label: 'Rida', text: `182${space}000 km`, onCard: true },
      { key: 'fuel', label: 'Kuro tipas', text: 'Dyzelinas', onCard: true },
      { key: 'engineLitres', label: 'Variklio tūris', text: '2 l', onCard: false },
    ]);
  });

  it('checks new values on update, and a new subcategory keeps only the values its fields have', async () => {
    const { cookie } = await signedIn();
    const created = await inject('POST', '/api/posts/create', cookie, carAd(goodCar));
    const id = bodyOf<Body<{ id: number }>>(created).data.id;
    const bad = await inject('PATCH', '/api/posts/update', cookie, { id, attributes: { ...goodCar, year: 3000 } });
    expect(bad.statusCode).toBe(400);
    expect(bodyOf<Body>(bad).errors).toEqual([
      { property: 'attributes.year', errors: [`Metai nuo 1950 iki ${latestFieldYear()}.`] },
    ]);
    const changed = await inject('PATCH', '/api/posts/update', cookie, { id, attributes: { ...goodCar, year: 2016 } });
    expect(bodyOf<Body<Post>>(changed).data.attributes.year).toBe(2016);
    // Motorcycles have a make and a year too, but no BMW '5 serija' and no fuel.
    const moved = await inject('PATCH', '/api/posts/update', cookie, { id, subCategoryId: 202 });
    expect(bodyOf<Body<Post>>(moved).data.attributes).toEqual({ make: 'bmw', year: 2016, mileageKm: 182000 });
    const bike = await inject('PATCH', '/api/posts/update', cookie, {
      id,
      subCategoryId: BIKES,
      attributes: { condition: 'used' },
    });
    expect(bodyOf<Body<Post>>(bike).data.facts).toEqual([
      { key: 'condition', label: 'Būklė', text: 'Naudota', onCard: true },
    ]);
  });
});

describe('GET /api/posts/list attr.* filters and GET /api/posts/fieldCounts', () => {
  async function seedCars() {
    const seller = await createUser(app);
    const car = (title: string, priceCents: number, attributes: Record<string, unknown>) => ({
      categoryId: CARS,
      creatorId: seller.id,
      title,
      priceCents,
      attributes: { model: 'x', ...attributes } as Post['attributes'],
    });
    await insertPosts(app, [
      car('BMW 2015 dyzelinas', 800_000, { make: 'bmw', year: 2015, fuel: 'diesel', mileageKm: 180000 }),
      car('BMW 2010 benzinas', 400_000, { make: 'bmw', year: 2010, fuel: 'petrol', mileageKm: 250000 }),
      car('Audi 2018 dyzelinas', 1_500_000, { make: 'audi', year: 2018, fuel: 'diesel', mileageKm: 90000 }),
      car('Toyota 2020 hibridas', 2_000_000, { make: 'toyota', year: 2020, fuel: 'hybrid', mileageKm: 40000 }),
    ]);
    return `subCategoryName=automobiliai&sellerId=${seller.id}`;
  }

  const titles = async (query: string) => {
    const response = await inject('GET', `/api/posts/list?${query}`);
    expect(response.statusCode).toBe(200);
    return (bodyOf<Body>(response).posts ?? []).map((post) => post.title).sort();
  };

  it('filters by choices (any of them), number ranges and the price together', async () => {
    const base = await seedCars();
    expect(await titles(`${base}&attr.make=bmw`)).toEqual(['BMW 2010 benzinas', 'BMW 2015 dyzelinas']);
    expect(await titles(`${base}&attr.make=bmw,audi&attr.year.min=2012`)).toEqual([
      'Audi 2018 dyzelinas',
      'BMW 2015 dyzelinas',
    ]);
    expect(await titles(`${base}&attr.fuel=diesel&maxPrice=10000`)).toEqual(['BMW 2015 dyzelinas']);
    expect(await titles(`${base}&attr.year.min=2015&attr.year.max=2018&attr.mileageKm.max=150000`)).toEqual([
      'Audi 2018 dyzelinas',
    ]);
    const [item] = (bodyOf<Body>(await inject('GET', `/api/posts/list?${base}&attr.make=toyota`)).posts ??
      []) as Post[];
    expect(item?.attributes).toMatchObject({ make: 'toyota', fuel: 'hybrid' });
    expect(item?.facts.filter((fact) => fact.onCard).map((fact) => fact.text)).toEqual([
      '2020 m.',
      `40${(40000).toLocaleString('lt-LT')[2]}000 km`,
      'Hibridas',
    ]);
  });

  it('answers 400 on the parameter for attr.* without a subcategory, an unknown key or another kind’s', async () => {
    for (const query of [
      'attr.make=bmw',
      'subCategoryName=automobiliai&attr.rooms.min=2',
      'subCategoryName=automobiliai&attr.wings=2',
      'subCategoryName=automobiliai&attr.make.min=2',
      'subCategoryName=automobiliai&attr.year=2015',
      'subCategoryName=automobiliai&attr.year.min=daug',
      'subCategoryName=automobiliai&attr.inspectionUntil.min=2026-01',
    ]) {
      const response = await inject('GET', `/api/posts/list?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = bodyOf<Body>(response);
      const name = query.split('&').at(-1)?.split('=')[0];
      expect(body.errors, query).toEqual([{ property: name, errors: ['Nežinomas filtras.'] }]);
    }
  });

  it('counts each choice with every filter but its own', async () => {
    const base = await seedCars();
    const counts = async (query: string) => {
      const response = await inject('GET', `/api/posts/fieldCounts?${query}`);
      expect(response.statusCode).toBe(200);
      return bodyOf<Body<FieldCounts>>(response).data.counts;
    };
    const all = await counts(base);
    expect(all.make).toEqual({ bmw: 2, audi: 1, toyota: 1 });
    expect(all.fuel).toEqual({ diesel: 2, petrol: 1, hybrid: 1 });
    expect(Object.keys(all)).toEqual(['make', 'model', 'fuel', 'gearbox', 'bodyType', 'colour']);
    const bmw = await counts(`${base}&attr.make=bmw`);
    expect(bmw.make).toEqual({ bmw: 2, audi: 1, toyota: 1 });
    expect(bmw.fuel).toEqual({ diesel: 1, petrol: 1 });
    const newer = await counts(`${base}&attr.make=bmw&attr.year.min=2012&maxPrice=10000`);
    expect(newer.make).toEqual({ bmw: 1 });
    expect(newer.fuel).toEqual({ diesel: 1 });
    // Two choice filters: each field is counted under the other's filter, a field of neither under both.
    const bmwDiesel = await counts(`${base}&attr.make=bmw&attr.fuel=diesel`);
    expect(bmwDiesel.make).toEqual({ bmw: 1, audi: 1 });
    expect(bmwDiesel.fuel).toEqual({ diesel: 1, petrol: 1 });
    expect(bmwDiesel.model).toEqual({ x: 1 });
    expect((await inject('GET', '/api/posts/fieldCounts?attr.make=bmw')).statusCode).toBe(400);
    expect(await counts('subCategoryName=')).toEqual({});
  });

  it('gives a guest the whole subcategory’s counts as kept by the triggers, equal to counting them', async () => {
    await seedCars();
    const { user, cookie } = await signedIn();
    const countsAs = async (who?: string) =>
      bodyOf<Body<FieldCounts>>(await inject('GET', '/api/posts/fieldCounts?subCategoryName=automobiliai', who)).data
        .counts;
    // A signed-in viewer's counts are counted (their hidden ads are left out); a guest's are read.
    const same = async () => expect(await countsAs()).toEqual(await countsAs(cookie));
    await same();
    const created = await inject('POST', '/api/posts/create', cookie, carAd({ ...goodCar, make: 'audi', model: 'a6' }));
    const id = bodyOf<Body<{ id: number }>>(created).data.id;
    await same();
    await inject('PATCH', '/api/posts/update', cookie, { id, attributes: { ...goodCar, fuel: 'electric' } });
    expect((await countsAs()).fuel?.electric).toBeGreaterThanOrEqual(1);
    await same();
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    await same();
    await app.db.update(users).set({ isBlocked: false }).where(eq(users.id, user.id));
    await app.db
      .update(posts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, id));
    await same();
    await inject('DELETE', `/api/posts/delete/${id}`, cookie);
    await same();
  });
});
