import type { Post } from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { postReports, posts, type UserRow } from '../../db/schema/index.ts';

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
  pagination?: { page: number; pageSize: number; totalPageCount: number; totalCount: number };
};

const validAd = {
  title: 'Parduodu dviratį',
  description: 'Geros būklės kalnų dviratis.',
  subCategoryId: 203,
  postType: 'sell',
  price: 120.5,
};

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

function inject(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}

async function list(query: string, cookie?: string) {
  const response = await inject('GET', `/api/posts/list?${query}`, cookie);
  return { status: response.statusCode, body: bodyOf<Body<Post[] | null>>(response) };
}

async function rowOf(id: number) {
  const [row] = await app.db.select().from(posts).where(eq(posts.id, id));
  return row;
}

describe('GET /api/posts/GetMaxPostPictureCount', () => {
  it('defaults to 20 pictures', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/posts/GetMaxPostPictureCount' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ succeeded: true, data: 20, messages: [], errors: [] });
  });

  it('matches the path however it is cased, with or without a trailing slash', async () => {
    for (const url of ['/api/posts/getmaxpostpicturecount', '/API/Posts/GetMaxPostPictureCount/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('POST /api/posts/create', () => {
  it('creates an ad of the signed-in user, readable by GET single', async () => {
    const { user, cookie } = await signedIn({ fullName: 'Jonas Jonaitis', phoneNumber: '+37061234567' });
    const response = await inject('POST', '/api/posts/create', cookie, validAd);
    expect(response.statusCode).toBe(200);
    const { id } = bodyOf<Body<{ id: number }>>(response).data;

    const single = bodyOf<Body<Post>>(await inject('GET', `/api/posts/single/${id}`));
    expect(single.data).toMatchObject({
      id,
      creatorId: user.id,
      title: 'Parduodu dviratį',
      price: 120.5,
      postType: 'sell',
      status: 'active',
      location: 'Kėdainiai',
      category: { id: 200, logicalName: 'transportas' },
      subCategory: { id: 203, logicalName: 'dviraciai' },
      // This GET is a guest's first view today.
      viewCount: 0, // reading the ad is no view: the page in a browser reports one (views.test.ts)
      pictureUploads: [],
      postReports: [],
      seller: { id: user.id, displayName: 'Jonas J.', pictureUrl: null },
    });
    const row = await rowOf(id);
    expect(row?.priceCents).toBe(12050);
    expect(row?.contactPhone).toBe('+37061234567');
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('stores null as Sutartinė and 0 as Nemokamai', async () => {
    const { cookie } = await signedIn();
    // Two different ads: the same one twice would be refused as a duplicate (duplicates.test.ts).
    const texts = {
      null: { title: 'Kaina sutartinė', description: 'Skambinkite vakarais, susitarsime dėl kainos.' },
      0: { title: 'Atiduodu nemokamai', description: 'Atsiimti patiems iš kiemo šį savaitgalį.' },
    };
    for (const price of [null, 0]) {
      const response = await inject('POST', '/api/posts/create', cookie, {
        ...validAd,
        ...texts[String(price) as 'null' | '0'],
        price,
      });
      const { id } = bodyOf<Body<{ id: number }>>(response).data;
      expect((await rowOf(id))?.priceCents).toBe(price);
    }
  });

  it('answers 401 signed out and 403 for a blocked account', async () => {
    expect((await inject('POST', '/api/posts/create', undefined, validAd)).statusCode).toBe(401);
    const { cookie } = await signedIn({ isBlocked: true });
    const response = await inject('POST', '/api/posts/create', cookie, validAd);
    expect(response.statusCode).toBe(403);
    expect(bodyOf<Body>(response).messages).toEqual(['Jūsų paskyra užblokuota, skelbti negalima.']);
  });

  it('gives Lithuanian messages per property', async () => {
    const { cookie } = await signedIn();
    const response = await inject('POST', '/api/posts/create', cookie, {
      title: 'Abc',
      description: 'x'.repeat(5001),
      postType: 'steal',
      price: 1.234,
    });
    expect(response.statusCode).toBe(400);
    const errors = Object.fromEntries(bodyOf<Body>(response).errors.map((e) => [e.property, e.errors]));
    expect(errors).toEqual({
      title: ['Turi būti sudarytas bent iš 5 simbolių.'],
      description: ['Turi būti sudarytas nedaugiau kaip iš 5000 simbolių.'],
      subCategoryId: ['Laukelis yra privalomas.'],
      postType: ['Leistinos reikšmės: sell, buy, rentOut, rentWanted, giveAway, exchange, offer, seek.'],
      price: ['Kaina gali turėti ne daugiau kaip 2 skaitmenis po kablelio.'],
    });
  });

  it('refuses a main category', async () => {
    const { cookie } = await signedIn();
    const response = await inject('POST', '/api/posts/create', cookie, { ...validAd, subCategoryId: 200 });
    expect(response.statusCode).toBe(400);
    expect(bodyOf<Body>(response).errors).toEqual([
      { property: 'subCategoryId', errors: ['Pasirinkite subkategoriją.'] },
    ]);
  });

  it('changes the category postCount when an ad is created and deleted', async () => {
    const count = async () => {
      const body = bodyOf<
        Body<{ id: number; postCount: number; childCategories: { id: number; postCount: number }[] }[]>
      >(await inject('GET', '/api/categories/get'));
      const main = body.data.find((c) => c.id === 600);
      return [main?.postCount, main?.childCategories.find((c) => c.id === 601)?.postCount];
    };
    const before = await count();
    const { cookie } = await signedIn();
    const created = await inject('POST', '/api/posts/create', cookie, { ...validAd, subCategoryId: 601 });
    const { id } = bodyOf<Body<{ id: number }>>(created).data;
    expect(await count()).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1]);
    expect((await inject('DELETE', `/api/posts/delete/${id}`, cookie)).statusCode).toBe(200);
    expect(await count()).toEqual(before);
  });
});

describe('category counts', () => {
  it('leave out expired ads and ads of blocked users', async () => {
    const count = async () => {
      const body = bodyOf<Body<{ id: number; childCategories: { id: number; postCount: number }[] }[]>>(
        await inject('GET', '/api/categories/get'),
      );
      return body.data.find((c) => c.id === 700)?.childCategories.find((c) => c.id === 701)?.postCount ?? 0;
    };
    const before = await count();
    const blocked = await createUser(app, { isBlocked: true });
    const owner = await createUser(app);
    await createPost(app, blocked, { categoryId: 701 });
    await createPost(app, owner, { categoryId: 701, expiresAt: new Date(Date.now() - 1000) });
    await createPost(app, owner, { categoryId: 701 });
    expect(await count()).toBe(before + 1);
  });
});

describe('PATCH /api/posts/update and DELETE /api/posts/delete/{id}', () => {
  it('lets the owner change fields and answers the updated ad', async () => {
    const { user, cookie } = await signedIn();
    const post = await createPost(app, user, { priceCents: 1000 });
    const response = await inject('PATCH', '/api/posts/update', cookie, {
      id: post.id,
      title: 'Naujas pavadinimas',
      price: null,
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<Body<Post>>(response).data).toMatchObject({ id: post.id, title: 'Naujas pavadinimas', price: null });
    const row = await rowOf(post.id);
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(post.updatedAt.getTime());
  });

  it('answers 403 to another user and changes nothing; 401 signed out', async () => {
    const owner = await createUser(app);
    const post = await createPost(app, owner, { title: 'Savininko skelbimas' });
    const { cookie } = await signedIn();
    const update = await inject('PATCH', '/api/posts/update', cookie, { id: post.id, title: 'Pavogtas pavadinimas' });
    expect(update.statusCode).toBe(403);
    expect((await inject('DELETE', `/api/posts/delete/${post.id}`, cookie)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/posts/delete/${post.id}`)).statusCode).toBe(401);
    expect(await rowOf(post.id)).toMatchObject({ title: 'Savininko skelbimas', status: 'active' });
  });

  it('lets a moderator and an administrator update and delete', async () => {
    const owner = await createUser(app);
    const post = await createPost(app, owner);
    const moderator = await signedIn({ authRole: 'Moderator' });
    const update = await inject('PATCH', '/api/posts/update', moderator.cookie, { id: post.id, postType: 'buy' });
    expect(update.statusCode).toBe(200);
    expect((await rowOf(post.id))?.postType).toBe('buy');
    const admin = await signedIn({ authRole: 'Administrator' });
    expect((await inject('DELETE', `/api/posts/delete/${post.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await rowOf(post.id))?.status).toBe('deleted');
  });

  it('soft-deletes: single answers 410 (it existed) and a second delete 404', async () => {
    const { user, cookie } = await signedIn();
    const post = await createPost(app, user);
    expect((await inject('DELETE', `/api/posts/delete/${post.id}`, cookie)).statusCode).toBe(200);
    expect((await inject('GET', `/api/posts/single/${post.id}`, cookie)).statusCode).toBe(410);
    expect((await inject('DELETE', `/api/posts/delete/${post.id}`, cookie)).statusCode).toBe(404);
    expect(await rowOf(post.id)).toBeDefined();
  });
});

describe('GET /api/posts/single/{id}', () => {
  it('answers 404 for an id no ad ever had', async () => {
    const response = await inject('GET', '/api/posts/single/999999');
    expect(response.statusCode).toBe(404);
    expect(bodyOf<Body>(response)).toMatchObject({ succeeded: false, data: null });
  });

  it('answers 410 for a deleted or expired ad: the notice, its title and category, nothing else of it', async () => {
    const { user, cookie } = await signedIn();
    const deleted = await createPost(app, user, { categoryId: 203, title: 'Parduodu seną spintą' });
    expect((await inject('DELETE', `/api/posts/delete/${deleted.id}`, cookie)).statusCode).toBe(200);
    const expired = await createPost(app, user, { categoryId: 203, title: 'Nebeaktualus dviratis', status: 'expired' });
    const pastDate = await createPost(app, user, {
      categoryId: 203,
      title: 'Pasibaigęs',
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const [post, title] of [
      [deleted, 'Parduodu seną spintą'],
      [expired, 'Nebeaktualus dviratis'],
      [pastDate, 'Pasibaigęs'],
    ] as const) {
      const response = await inject('GET', `/api/posts/single/${post.id}`);
      expect(response.statusCode).toBe(410);
      const body = bodyOf<Body<Record<string, unknown>>>(response);
      expect(body).toMatchObject({ succeeded: false, messages: ['Šis skelbimas nebegalioja.'], errors: [] });
      expect(body.data).toEqual({
        id: post.id,
        title,
        category: { id: 200, name: expect.any(String), logicalName: expect.any(String) },
        subCategory: { id: 203, name: expect.any(String), logicalName: expect.any(String) },
      });
    }
    // Even its owner cannot open a deleted ad; an expired one stays theirs to renew.
    expect((await inject('GET', `/api/posts/single/${deleted.id}`, cookie)).statusCode).toBe(410);
    expect((await inject('GET', `/api/posts/single/${expired.id}`, cookie)).statusCode).toBe(200);
  });

  it("answers 410 without the title for a blocked ad or a blocked seller's ad", async () => {
    const blocked = await createPost(app, await createUser(app), { title: 'Įžeidus pavadinimas', status: 'blocked' });
    const ofBlocked = await createPost(app, await createUser(app, { isBlocked: true }), { title: 'Šlamštas' });
    for (const post of [blocked, ofBlocked]) {
      const response = await inject('GET', `/api/posts/single/${post.id}`);
      expect(response.statusCode).toBe(410);
      expect(bodyOf<Body<{ title: string | null }>>(response).data.title).toBeNull();
    }
  });

  it('shows blocked, expired and blocked-user ads only to the owner and moderators', async () => {
    const { user: owner, cookie: ownerCookie } = await signedIn();
    const blockedUser = await createUser(app, { isBlocked: true });
    const hidden = [
      await createPost(app, owner, { status: 'blocked' }),
      await createPost(app, owner, { expiresAt: new Date(Date.now() - 1000) }),
    ];
    const ofBlocked = await createPost(app, blockedUser);
    const stranger = await signedIn();
    const moderator = await signedIn({ authRole: 'Moderator' });
    for (const post of [...hidden, ofBlocked]) {
      expect((await inject('GET', `/api/posts/single/${post.id}`)).statusCode).toBe(410);
      expect((await inject('GET', `/api/posts/single/${post.id}`, stranger.cookie)).statusCode).toBe(410);
      expect((await inject('GET', `/api/posts/single/${post.id}`, moderator.cookie)).statusCode).toBe(200);
    }
    for (const post of hidden) {
      expect((await inject('GET', `/api/posts/single/${post.id}`, ownerCookie)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/posts/list', () => {
  let seller: UserRow;
  let admin: string;
  const ids: Record<string, number> = {};
  const days = (n: number) => new Date(Date.now() - n * 86_400_000);

  beforeAll(async () => {
    seller = await createUser(app);
    admin = (await signedIn({ authRole: 'Administrator' })).cookie;
    const rows: [string, Parameters<typeof createPost>[2]][] = [
      [
        'car',
        {
          title: 'Parduodu automobilį',
          description: 'Dyzelinas, Šiauliuose',
          categoryId: 201,
          priceCents: 250000,
          postType: 'sell',
          bumpedAt: days(1),
        },
      ],
      [
        'cars',
        {
          title: 'Naudoti Automobiliai',
          description: 'Didelis pasirinkimas',
          categoryId: 201,
          priceCents: null,
          postType: 'sell',
          bumpedAt: days(2),
        },
      ],
      [
        'bike',
        {
          title: 'Dviratis vaikui',
          description: 'Tinka automobilio bagažinei',
          categoryId: 203,
          priceCents: 0,
          postType: 'giveAway',
          bumpedAt: days(3),
        },
      ],
      [
        'flat',
        {
          title: 'Nuomoju butą Šiauliai',
          description: 'Dviejų kambarių butas',
          categoryId: 101,
          priceCents: 30000,
          postType: 'rentOut',
          bumpedAt: days(4),
        },
      ],
      [
        'wanted',
        {
          title: 'Perku garažą',
          description: 'Centre',
          categoryId: 105,
          priceCents: 500000,
          postType: 'buy',
          bumpedAt: days(5),
        },
      ],
    ];
    for (const [key, overrides] of rows) ids[key] = (await createPost(app, seller, overrides)).id;
  });

  const mine = (query: string) => list(`listTarget=admin&targetUserId=${seller.id}&${query}`, admin);
  const idsOf = (body: Body<Post[] | null>) => (body.posts ?? body.data ?? []).map((post) => post.id);

  it('answers posts without page, data and pagination with page', async () => {
    const plain = await mine('');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ succeeded: true, data: null });
    expect(idsOf(plain.body)).toEqual([ids.car, ids.cars, ids.bike, ids.flat, ids.wanted]);
    expect(plain.body.pagination).toBeUndefined();

    const paged = await mine('page=1');
    expect(paged.body.posts).toBeUndefined();
    expect(idsOf(paged.body)).toHaveLength(5);
    expect(paged.body.pagination).toEqual({ page: 1, pageSize: 20, totalPageCount: 1, totalCount: 5 });
  });

  it('pages by 20', async () => {
    const { user } = await signedIn();
    for (let i = 0; i < 23; i += 1) await createPost(app, user, { bumpedAt: days(i) });
    const base = `listTarget=admin&targetUserId=${user.id}`;
    const second = await list(`${base}&page=2`, admin);
    expect(second.body.pagination).toEqual({ page: 2, pageSize: 20, totalPageCount: 2, totalCount: 23 });
    expect(second.body.data).toHaveLength(3);
  });

  it('sorts newest (default), oldest, priceAsc and priceDesc (no price last)', async () => {
    expect(idsOf((await mine('sort=oldest')).body)).toEqual([ids.wanted, ids.flat, ids.bike, ids.cars, ids.car]);
    expect(idsOf((await mine('sort=priceAsc')).body)).toEqual([ids.bike, ids.flat, ids.car, ids.wanted, ids.cars]);
    expect(idsOf((await mine('sort=priceDesc')).body)).toEqual([ids.wanted, ids.car, ids.flat, ids.bike, ids.cars]);
  });

  it('filters by category, subcategory, price range and post types', async () => {
    expect(idsOf((await mine('categoryName=transportas')).body)).toEqual([ids.car, ids.cars, ids.bike]);
    expect(idsOf((await mine('categoryName=transportas&subCategoryName=dviraciai')).body)).toEqual([ids.bike]);
    expect(idsOf((await mine('minPrice=300&maxPrice=2500')).body)).toEqual([ids.car, ids.flat]);
    expect(idsOf((await mine('maxPrice=0')).body)).toEqual([ids.bike]);
    expect(idsOf((await mine('postTypes=buy,rentOut')).body)).toEqual([ids.flat, ids.wanted]);
    expect(idsOf((await mine('postTypes=buy&postTypes=giveAway')).body)).toEqual([ids.bike, ids.wanted]);
  });

  it('rejects unknown values with Lithuanian messages', async () => {
    const response = await mine('sort=cheapest&postTypes=steal&listTarget=everyone');
    expect(response.status).toBe(400);
    const properties = response.body.errors.map((error) => error.property).sort();
    expect(properties).toEqual(['listTarget', 'postTypes.0', 'sort']);
    // Each names the values it takes (the rule broken), not a bare 'Netinkama reikšmė.'.
    for (const error of response.body.errors) expect(error.errors[0]).toMatch(/^Leistinos reikšmės: \w+(, \w+)+\.$/);
  });

  it('searches word forms without diacritics, ranked by relevance', async () => {
    expect(idsOf((await mine('searchKeyword=siauliai')).body).sort()).toEqual([ids.car, ids.flat].sort());
    const cars = idsOf((await mine('searchKeyword=automobilis')).body);
    expect(cars.slice(0, 2).sort()).toEqual([ids.car, ids.cars].sort());
    expect(cars).toContain(ids.bike);
    expect(idsOf((await mine('searchKeyword=automobilis&searchFilterType=title')).body).sort()).toEqual(
      [ids.car, ids.cars].sort(),
    );
    expect(idsOf((await mine('searchKeyword=automobilis&searchFilterType=description')).body)).toEqual([ids.bike]);
    expect(idsOf((await mine('searchKeyword=siauliai&searchFilterType=title')).body)).toEqual([ids.flat]);
  });

  it('tolerates a small typo in titles', async () => {
    expect(idsOf((await mine('searchKeyword=dvirtis&searchFilterType=title')).body)).toEqual([ids.bike]);
    expect(idsOf((await mine('searchKeyword=garaza')).body)).toEqual([ids.wanted]);
    expect(idsOf((await mine('searchKeyword=automobilsi&searchFilterType=title')).body)).toContain(ids.car);
    expect(idsOf((await mine('searchKeyword=dvirtis&searchFilterType=description')).body)).toEqual([]);
    // The public list finds a typo through the title words (search_words, kept fresh by the search itself);
    // a keyword with websearch syntax, as the other lists, through trigram similarity on each title.
    expect(idsOf((await list('searchKeyword=dvirtis&searchFilterType=title')).body)).toContain(ids.bike);
    expect(idsOf((await list('searchKeyword=automobilsi')).body)).toContain(ids.car);
    expect(idsOf((await list('searchKeyword=%22dvirtis%22')).body)).toContain(ids.bike);
    expect(idsOf((await list('searchKeyword=dvirtis&searchFilterType=description')).body)).not.toContain(ids.bike);
  });

  it('ranks the title words above a near word only, an ad matching both once (title filter)', async () => {
    const owner = await createUser(app);
    const wordOnly = await createPost(app, owner, { title: 'Kanoja dviem žmonėms' });
    const both = await createPost(app, owner, { title: 'Kanoja ir kanojele vaikams' });
    const nearOnly = await createPost(app, owner, { title: 'Kanojele pripučiama' });
    const found = await list('searchKeyword=kanoja&searchFilterType=title&page=1');
    const ids = idsOf(found.body);
    // 'kanojele' is a near word of another stem: its ad comes after both ads with the typed word.
    expect(ids.slice(0, 2).sort()).toEqual([wordOnly.id, both.id].sort());
    expect(ids.slice(2)).toEqual([nearOnly.id]);
    expect(found.body.pagination?.totalCount).toBe(3);
  });

  it('public: active, unexpired ads of unblocked users only', async () => {
    const owner = await createUser(app);
    const blocked = await createUser(app, { isBlocked: true });
    const visible = await createPost(app, owner, { title: 'Matomas skelbimas zylė' });
    const invisible = [
      await createPost(app, owner, { title: 'Užblokuotas skelbimas zylė', status: 'blocked' }),
      await createPost(app, owner, { title: 'Pasibaigęs skelbimas zylė', expiresAt: days(1) }),
      await createPost(app, owner, { title: 'Ištrintas skelbimas zylė', status: 'deleted' }),
      await createPost(app, blocked, { title: 'Blokuoto vartotojo zylė' }),
    ];
    const found = idsOf((await list('searchKeyword=zyle')).body);
    expect(found).toEqual([visible.id]);
    expect(invisible.every((post) => !found.includes(post.id))).toBe(true);
  });

  it('my: every status but deleted; 401 signed out', async () => {
    expect((await list('listTarget=my')).status).toBe(401);
    const { user, cookie } = await signedIn();
    const active = await createPost(app, user, { bumpedAt: days(0) });
    const blockedAd = await createPost(app, user, { status: 'blocked', bumpedAt: days(1) });
    const expired = await createPost(app, user, { expiresAt: days(1), bumpedAt: days(2) });
    await createPost(app, user, { status: 'deleted' });
    expect(idsOf((await list('listTarget=my', cookie)).body)).toEqual([active.id, blockedAd.id, expired.id]);
  });

  it('admin: moderators and administrators only, every status', async () => {
    expect((await list('listTarget=admin')).status).toBe(401);
    expect((await list('listTarget=admin', (await signedIn()).cookie)).status).toBe(403);
    const moderator = await signedIn({ authRole: 'Moderator' });
    const { user } = await signedIn();
    const deleted = await createPost(app, user, { status: 'deleted' });
    const all = await list(`listTarget=admin&targetUserId=${user.id}`, moderator.cookie);
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([deleted.id]);
  });

  it('admin onlyReported: the ads with an open report, whatever their status', async () => {
    const moderator = await signedIn({ authRole: 'Moderator' });
    const { user } = await signedIn();
    const reporter = await createUser(app);
    const open = await createPost(app, user, { title: 'Praneštas skelbimas' });
    const openAndBlocked = await createPost(app, user, { status: 'blocked' });
    const resolved = await createPost(app, user);
    await createPost(app, user);
    const report = (postId: number, status: 'open' | 'dismissed') =>
      app.db.insert(postReports).values({ postId, reporterId: reporter.id, reasonId: 1, status });
    await report(open.id, 'open');
    await report(openAndBlocked.id, 'open');
    await report(resolved.id, 'dismissed');
    const reported = await list(`listTarget=admin&targetUserId=${user.id}&onlyReported=true`, moderator.cookie);
    expect(idsOf(reported.body).sort((a, b) => a - b)).toEqual([open.id, openAndBlocked.id]);
    expect(idsOf((await list(`listTarget=admin&targetUserId=${user.id}`, moderator.cookie)).body)).toHaveLength(4);
  });

  it('onlyReported and targetUserId single nothing out outside the admin target, for a guest or a user', async () => {
    const { user } = await signedIn();
    const reporter = await createUser(app);
    const reported = await createPost(app, user, { title: 'Skelbimas su pranešimu' });
    await createPost(app, user, { title: 'Skelbimas be pranešimo' });
    await app.db
      .insert(postReports)
      .values({ postId: reported.id, reporterId: reporter.id, reasonId: 1, status: 'open' });
    const ordinary = (await signedIn()).cookie;
    for (const cookie of [undefined, ordinary]) {
      for (const target of ['public', 'my', 'favorites']) {
        const plain = await list(`listTarget=${target}&page=1`, cookie);
        for (const filters of [
          'onlyReported=true',
          `targetUserId=${user.id}`,
          `onlyReported=true&targetUserId=${user.id}`,
        ]) {
          const filtered = await list(`listTarget=${target}&${filters}&page=1`, cookie);
          expect(filtered.status).toBe(plain.status);
          expect(idsOf(filtered.body)).toEqual(idsOf(plain.body));
          expect(filtered.body.pagination?.totalCount).toEqual(plain.body.pagination?.totalCount);
        }
      }
    }
    // The public list still has both ads: the filters were ignored, not answered with nothing.
    const everyone = idsOf((await list('listTarget=public&onlyReported=true&page=1')).body);
    expect(everyone).toEqual(expect.arrayContaining([reported.id]));
    expect(everyone.length).toBeGreaterThan(1);
  });

  it('the stored search vector weights the title above the description', async () => {
    const [row] = await queryRows<{ v: string }>(
      app.db,
      sql`select search_vector::text as v from posts where id = ${ids.car}`,
    );
    expect(row?.v).toMatch(/'automobil':\d+A/);
    expect(row?.v).toMatch(/:\d+B/);
  });
});

describe('OpenAPI', () => {
  it('documents the posts routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(bodyOf<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/posts/list',
        '/api/posts/single/{id}',
        '/api/posts/create',
        '/api/posts/update',
        '/api/posts/delete/{id}',
      ]),
    );
  });
});
