import { ADMIN_ROLE, MODERATOR_ROLE, type SearchMiss } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import type { UserRow } from '../../db/schema/index.ts';

/** PRODUCT.md §20: searches that found nothing are counted and listed; little or nothing found offers a correction. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;
beforeAll(async () => {
  app = await buildTestApp();
  seller = await createUser(app);
  await createPost(app, seller, { title: 'Parduodu kalnų dviratis', description: 'Geros būklės.' });
  await createPost(app, seller, { title: 'Vaikiškas dviratis', description: 'Mažai naudotas.' });
  await createPost(app, seller, { title: 'Šaldytuvas Bosch', description: 'Veikia puikiai.' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type ListBody = { succeeded: boolean; data: unknown[] | null; posts?: unknown[]; suggestion?: string | null };

/** A guest's list request; `visitor` stands for the browser (user agent), which with the IP keys a visitor. */
async function list(query: string, visitor = 'Testas/1.0') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/posts/list?${query}`,
    headers: { 'user-agent': visitor },
  });
  expect(response.statusCode).toBe(200);
  return bodyOf<ListBody>(response);
}

async function misses(cookie?: string, page = 1) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search/misses?page=${page}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return {
    status: response.statusCode,
    body: bodyOf<{ data: SearchMiss[] | null; pagination?: { totalCount: number } }>(response),
  };
}

async function cookieOf(authRole: string | null) {
  return sessionCookie(app, await createUser(app, { authRole }));
}

const missOf = (rows: SearchMiss[] | null, query: string) => rows?.find((row) => row.query === query);

describe('search misses', () => {
  it('counts a search that found nothing once per page-1 request, normalised, and lists it', async () => {
    const moderator = await cookieOf(MODERATOR_ROLE);
    expect((await list('searchKeyword=%20Kosminis%20%20%20laivas%20&page=1', 'Pirmas/1.0')).data).toEqual([]);
    expect((await list('searchKeyword=kosminis+LAIVAS', 'Antras/1.0')).posts).toEqual([]);
    // Paging through an empty answer does not count again.
    await list('searchKeyword=kosminis+laivas&page=2', 'Trecias/1.0');
    const first = missOf((await misses(moderator)).body.data, 'kosminis laivas');
    expect(first?.count).toBe(2);
    expect(Number.isNaN(Date.parse(first?.lastSeenAt ?? ''))).toBe(false);

    await list('searchKeyword=kosminis+laivas&page=1', 'Ketvirtas/1.0');
    expect(missOf((await misses(moderator)).body.data, 'kosminis laivas')?.count).toBe(3);
  });

  it('counts one visitor repeating a missed search once an hour', async () => {
    const moderator = await cookieOf(MODERATOR_ROLE);
    for (let i = 0; i < 3; i += 1) await list('searchKeyword=kartojama+paieska&page=1', 'Kartotojas/1.0');
    expect(missOf((await misses(moderator)).body.data, 'kartojama paieska')?.count).toBe(1);
    // A signed-in visitor is keyed by account, whatever the browser.
    const cookie = await cookieOf(null);
    for (const agent of ['A/1', 'B/1']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/posts/list?searchKeyword=kartojama+paieska&page=1',
        headers: { cookie, 'user-agent': agent },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(missOf((await misses(moderator)).body.data, 'kartojama paieska')?.count).toBe(2);
  });

  it('does not count a search that found something, nor other lists than the public one', async () => {
    const moderator = await cookieOf(MODERATOR_ROLE);
    expect((await list('searchKeyword=saldytuvas&page=1')).data).toHaveLength(1);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/posts/list?listTarget=my&searchKeyword=nerandamas&page=1',
      headers: { cookie: moderator },
    });
    expect(mine.statusCode).toBe(200);
    const rows = (await misses(moderator)).body.data;
    expect(missOf(rows, 'saldytuvas')).toBeUndefined();
    expect(missOf(rows, 'nerandamas')).toBeUndefined();
  });

  it('lists the most frequent first, paged, to moderators and administrators only', async () => {
    await list('searchKeyword=retas&page=1');
    for (let i = 0; i < 5; i += 1) await list('searchKeyword=dazna+paieska&page=1', `Lankytojas/${i}`);
    const admin = await misses(await cookieOf(ADMIN_ROLE));
    expect(admin.status).toBe(200);
    expect(admin.body.data?.[0]?.query).toBe('dazna paieska');
    expect(admin.body.data?.[0]?.count).toBe(5);
    expect(admin.body.pagination?.totalCount).toBeGreaterThanOrEqual(2);

    expect((await misses(await cookieOf(null))).status).toBe(403);
    expect((await misses()).status).toBe(401);
    // The role is checked before the query: a guest's bad page is 401, a moderator's is 400.
    expect((await app.inject({ method: 'GET', url: '/api/search/misses?page=0' })).statusCode).toBe(401);
    expect((await misses(await cookieOf(ADMIN_ROLE), 0)).status).toBe(400);
  });
});

describe('"Ar turėjote omenyje …?"', () => {
  it('suggests the known word for a typo, whether the typo found nothing or only a little', async () => {
    // The description holds no bicycle, so this search finds nothing.
    const none = await list('searchKeyword=dvirtis&searchFilterType=description&page=1');
    expect(none.data).toEqual([]);
    expect(none.suggestion).toBe('dviratis');
    // Typo tolerance finds the two ads, and the correction is still offered.
    const few = await list('searchKeyword=dvirtis&page=1');
    expect(few.data).toHaveLength(2);
    expect(few.suggestion).toBe('dviratis');
  });

  it('offers the word as the ads spell it, with its diacritics, in lower case', async () => {
    expect((await list('searchKeyword=saldytvas&page=1')).suggestion).toBe('šaldytuvas');
  });

  it('keeps known words and corrects only the unknown one', async () => {
    expect((await list('searchKeyword=vaikiskas+dvirtis&page=1')).suggestion).toBe('vaikiskas dviratis');
  });

  it('offers nothing when the words are known or nothing is close', async () => {
    expect((await list('searchKeyword=DVIRATIS&page=1')).suggestion).toBeNull();
    expect((await list('searchKeyword=Saldytuvas&page=1')).suggestion).toBeNull();
    expect((await list('searchKeyword=zzzqqq&page=1')).suggestion).toBeNull();
    expect((await list('page=1')).suggestion).toBeNull();
  });
});

// Last in the file: it drops the table.
describe('a failing miss count', () => {
  it('never fails the list', async () => {
    await app.db.execute(sql`drop table search_misses`);
    const body = await list('searchKeyword=niekur+nerandamas&page=1');
    expect(body.succeeded).toBe(true);
    expect(body.data).toEqual([]);
  });
});
