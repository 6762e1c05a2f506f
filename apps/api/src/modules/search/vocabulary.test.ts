import type { CategorySuggestion } from '@skelbimai/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog, searchVocabulary } from '../../db/schema/index.ts';
import { derivationFamilies, synonymGroups } from './vocabulary/lt.ts';
import { seedVocabulary } from './vocabulary/vocabularySeed.ts';

/** PRODUCT.md §20: the search vocabulary (synonyms, derivations, category words) and its dashboard routes. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
  const seller = await createUser(app);
  // 203 Dviračiai, 503 Telefonai, 401 Baldai (db/seed/categories.ts).
  ids.mouse = (await createPost(app, seller, { title: 'Kompiuterinė pelė Logitech', categoryId: 501 })).id;
  ids.roadBike = (await createPost(app, seller, { title: 'Plento rėmas Trek, 56 cm', categoryId: 203 })).id;
  ids.bikeRack = (await createPost(app, seller, { title: 'Dviračio laikiklis automobiliui', categoryId: 204 })).id;
  ids.flat = (await createPost(app, seller, { title: 'Išnuomojamas butas centre', categoryId: 106 })).id;
  ids.iphone = (await createPost(app, seller, { title: 'iPhone 13 mini', categoryId: 502 })).id;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

type ListBody = {
  data: { id: number }[] | null;
  categorySuggestion?: CategorySuggestion | null;
  pagination?: { totalCount: number };
};
async function search(query: string): Promise<ListBody> {
  const response = await app.inject({ method: 'GET', url: `/api/posts/list?page=1&${query}` });
  expect(response.statusCode).toBe(200);
  return bodyOf<ListBody>(response);
}
const found = async (keyword: string) =>
  ((await search(`searchKeyword=${encodeURIComponent(keyword)}`)).data ?? []).map((post) => post.id);

const vocabularyCount = async () => Number((await app.db.select({ value: count() }).from(searchVocabulary))[0]?.value);

describe('the seeded vocabulary', () => {
  it('makes every word of a synonym group and a derivation family find the others', async () => {
    const pairs = [...synonymGroups, ...derivationFamilies].flatMap((group) =>
      group.flatMap((term) => group.map((meaning) => ({ term, meaning }))),
    );
    const misses = await queryRows<{ term: string; meaning: string }>(
      app.db,
      sql`select p.term, p.meaning from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(term text, meaning text)
          where not (lt_tsvector(p.meaning) @@ lt_expand(websearch_to_tsquery('public.lt', p.term)))`,
    );
    expect(misses).toEqual([]);
  });

  it('finds a kind of thing by the brand in the title, and a rent noun by the participle', async () => {
    expect(await found('telefonas')).toContain(ids.iphone);
    expect(await found('nuoma')).toContain(ids.flat);
    expect(await found('nuomoju')).toContain(ids.flat);
  });

  it('is loaded again at start without duplicates', async () => {
    const before = await vocabularyCount();
    await seedVocabulary(app.db);
    expect(await vocabularyCount()).toBe(before);
  });
});

describe('category words', () => {
  it('finds the ads of a category by its name, below the ads that say it in their own text', async () => {
    const result = await found('dviračiai');
    // The rack says 'dviračio' in its title; the frame says nothing of bicycles but is in Dviračiai.
    expect(result).toEqual([ids.bikeRack, ids.roadBike]);
  });

  it('suggests narrowing to the category a query names as a whole, only without a category chosen', async () => {
    expect((await search('searchKeyword=dviračiai')).categorySuggestion).toEqual({
      categoryName: 'transportas',
      subCategoryName: 'dviraciai',
      title: 'Dviračiai',
    });
    expect((await search('searchKeyword=plento+dviraciai')).categorySuggestion).toBeNull();
    expect((await search('searchKeyword=dviraciai&categoryName=transportas')).categorySuggestion).toBeNull();
    expect((await search('searchKeyword=zzzqqq')).categorySuggestion).toBeNull();
  });

  it('takes the other words of the query to the category ads', async () => {
    expect(await found('plento dviračiai')).toContain(ids.roadBike);
    expect(await found('dviračiai kalnų')).not.toContain(ids.roadBike);
  });

  it('lists an ad that both its own words and its category find once, above the category-only ad', async () => {
    // Found by the words' candidates and by the category's: each ranks it alike (DECISIONS #160), so the two
    // rows are one.
    const both = await createPost(app, await createUser(app), { title: 'Vaikiškas dviratis', categoryId: 203 });
    const result = await search('searchKeyword=dviračiai');
    const listed = (result.data ?? []).map((post) => post.id);
    expect(listed.slice(0, 2).sort()).toEqual([both.id, ids.bikeRack].sort());
    expect(listed.slice(2)).toEqual([ids.roadBike]);
    expect(result.pagination?.totalCount).toBe(3);
  });
});

describe('the vocabulary on the dashboard', () => {
  const add = (caller: Caller, payload: Record<string, unknown>) =>
    call(app, 'POST', '/api/search/vocabulary', staff.cookies[caller], payload);

  it('takes a synonym added through the API at the next search, and forgets it when deleted', async () => {
    expect(await found('graužikas')).toEqual([]);
    const added = await add('moderator', { term: ' Graužikas ', meaning: 'pelė' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ term: 'graužikas', meaning: 'pelė', origin: 'staff' });
    expect(await found('graužikas')).toEqual([ids.mouse]);
    expect(await found('GRAUZIKU')).toEqual([ids.mouse]);

    const listed = await call(app, 'GET', '/api/search/vocabulary?page=1&term=graužikas', staff.cookies.admin);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((entry: { meaning: string }) => entry.meaning)).toEqual(['pelė']);

    const id = added.body.data.id as number;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/search/vocabulary/${id}`,
      headers: { cookie: staff.cookies.admin ?? '' },
    });
    expect(removed.statusCode).toBe(200);
    expect(await found('graužikas')).toEqual([]);
    const audit = await app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'vocabulary'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'vocabulary.add', actorId: staff.users.moderator.id },
      { action: 'vocabulary.delete', actorId: staff.users.admin.id },
    ]);
  });

  it('refuses bad words with a Lithuanian message on the field and writes nothing', async () => {
    const before = await vocabularyCount();
    const cases: [Record<string, unknown>, string, number, string][] = [
      [{ term: '', meaning: 'pelė' }, 'term', 400, 'Laukelis yra privalomas.'],
      [{ term: 'a'.repeat(61), meaning: 'pelė' }, 'term', 400, 'Turi būti sudarytas nedaugiau kaip iš 60 simbolių.'],
      [{ term: 'pe\u0000lė', meaning: 'pelė' }, 'term', 400, 'Laukelyje yra neleistinų simbolių.'],
      [{ term: '<script>', meaning: 'pelė' }, 'term', 400, 'Įveskite žodį, pagal kurį ieškoma.'],
      [{ term: 'pelė', meaning: '---' }, 'meaning', 400, 'Įveskite žodį, pagal kurį ieškoma.'],
      [{ term: 'Butas', meaning: 'butai' }, 'meaning', 400, 'Žodžiai turi skirtis.'],
      [{ term: 'auto', meaning: 'automobilis' }, 'meaning', 409, 'Toks sinonimas jau yra.'],
    ];
    for (const [payload, property, status, message] of cases) {
      const answer = await add('admin', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      // The first message on the field says what is wrong.
      expect(answer.body.errors[0]?.property).toBe(property);
      expect(answer.body.errors[0]?.errors[0]).toBe(message);
    }
    expect(await vocabularyCount()).toBe(before);
  });

  it('is for moderators and administrators only', async () => {
    const before = await vocabularyCount();
    expect((await add('guest', { term: 'kompas', meaning: 'kompasas' })).status).toBe(401);
    expect((await add('user', { term: 'kompas', meaning: 'kompasas' })).status).toBe(403);
    expect((await call(app, 'GET', '/api/search/vocabulary?page=1', staff.cookies.user)).status).toBe(403);
    expect((await call(app, 'GET', '/api/search/vocabulary?page=1', undefined)).status).toBe(401);
    const deleteAsUser = await app.inject({
      method: 'DELETE',
      url: '/api/search/vocabulary/1',
      headers: { cookie: staff.cookies.user ?? '' },
    });
    expect(deleteAsUser.statusCode).toBe(403);
    expect(await vocabularyCount()).toBe(before);
    const missing = await app.inject({
      method: 'DELETE',
      url: '/api/search/vocabulary/2147483647',
      headers: { cookie: staff.cookies.admin ?? '' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a deleted seeded entry (DECISIONS #86)', () => {
  type Entry = { id: number; term: string; meaning: string; origin: string };
  /** Every listed entry whose searched word starts with `term`, all pages. */
  async function listed(term: string): Promise<Entry[]> {
    const entries: Entry[] = [];
    for (let page = 1; ; page++) {
      const answer = await call(
        app,
        'GET',
        `/api/search/vocabulary?page=${page}&term=${term}`,
        staff.cookies.moderator,
      );
      expect(answer.status).toBe(200);
      entries.push(...answer.body.data);
      if (page >= answer.body.pagination.totalPageCount) return entries;
    }
  }
  /** The listed entry 'term' → 'kawasaki', if any (the list also has the words that start with `term`). */
  const kawasakiOf = async (term: string) =>
    (await listed(term)).filter((entry) => entry.term === term && entry.meaning === 'kawasaki');
  /** The query the search runs for `term`, as text. */
  const expansion = async (term: string) =>
    (
      await queryRows<{ q: string }>(
        app.db,
        sql`select lt_expand(websearch_to_tsquery('public.lt', ${term}))::text as q`,
      )
    )[0]?.q ?? '';
  const remove = (id: number) =>
    app.inject({
      method: 'DELETE',
      url: `/api/search/vocabulary/${id}`,
      headers: { cookie: staff.cookies.moderator ?? '' },
    });
  const rowOf = async (id: number) =>
    (await app.db.select().from(searchVocabulary).where(eq(searchVocabulary.id, id)))[0];

  it('stays deleted after the next start, and a moderator can add it again', async () => {
    // Not in the motorcycles' category, so only the pair 'moto' → 'kawasaki' makes 'moto' find it.
    const seller = await createUser(app);
    const bike = (await createPost(app, seller, { title: 'Kawasaki Z750, 2008 m.', categoryId: 501 })).id;
    const [seeded] = await kawasakiOf('moto');
    expect(seeded).toMatchObject({ term: 'moto', meaning: 'kawasaki', origin: 'seed' });
    const id = seeded?.id ?? 0;
    expect(await expansion('moto')).toContain("'kawasa'"); // its stem
    expect(await found('moto')).toContain(bike);

    expect((await remove(id)).statusCode).toBe(200);
    expect(await kawasakiOf('moto')).toEqual([]);
    expect(await expansion('moto')).not.toContain("'kawasa'");
    expect(await found('moto')).not.toContain(bike);

    // The next start loads the file again: the deletion holds.
    await seedVocabulary(app.db);
    expect(await kawasakiOf('moto')).toEqual([]);
    expect(await expansion('moto')).not.toContain("'kawasa'");
    expect(await found('moto')).not.toContain(bike);
    expect((await rowOf(id))?.origin).toBe('removed');
    // Its other pairs are untouched, and the tombstone cannot be deleted twice.
    expect(await kawasakiOf('motociklas')).toHaveLength(1);
    const twiceDeleted = await remove(id);
    expect(twiceDeleted.statusCode).toBe(404);
    expect(bodyOf<{ messages: string[] }>(twiceDeleted).messages).toEqual(['Tokio įrašo nebėra.']);

    // Added again, it is a live staff row (the same row), found at once.
    const again = await call(app, 'POST', '/api/search/vocabulary', staff.cookies.moderator, {
      term: 'Moto',
      meaning: 'Kawasaki',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id, term: 'moto', meaning: 'kawasaki', origin: 'staff' });
    expect(await kawasakiOf('moto')).toEqual([expect.objectContaining({ id, origin: 'staff' })]);
    expect(await found('moto')).toContain(bike);
    const twice = await call(app, 'POST', '/api/search/vocabulary', staff.cookies.admin, {
      term: 'moto',
      meaning: 'kawasaki',
    });
    expect(twice.status).toBe(409);

    // Deleted again, the seed does not bring it back either (a staff row of a pair the file has).
    expect((await remove(id)).statusCode).toBe(200);
    await seedVocabulary(app.db);
    expect(await kawasakiOf('moto')).toEqual([]);
    expect(await found('moto')).not.toContain(bike);
  });

  it('deletes a staff pair the file does not have outright', async () => {
    const added = await call(app, 'POST', '/api/search/vocabulary', staff.cookies.moderator, {
      term: 'triratukas',
      meaning: 'paspirtukas',
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    expect((await remove(id)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('lists the entries whose searched word starts with the typed text', async () => {
    const terms = new Set((await listed('motoc')).map((entry) => entry.term));
    expect([...terms].sort()).toEqual(['motociklai', 'motociklas']);
    expect(await listed('%')).toEqual([]);
    expect(await listed('zzz')).toEqual([]);
  });
});
