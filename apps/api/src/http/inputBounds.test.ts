import { boundsMessages, validationMessages as m } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../test/factories.ts';
import { postReports } from '../db/schema/index.ts';

/**
 * Values the database cannot hold (a NUL in text, numbers past PostgreSQL's integer) must not end in 500
 * 'Įvyko serverio klaida.': each is a 400 with a Lithuanian message on its field, decided by the contract's bounds.
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let cookie: string;
let postId: number;
beforeAll(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  cookie = await sessionCookie(app, user);
  postId = (await createPost(app, user)).id;
});
afterAll(async () => {
  await app?.close();
});

type Body = { succeeded: boolean; messages: string[]; errors: { property: string; errors: string[] }[] };
const errorsOf = (response: { body: string }, property: string) =>
  bodyOf<Body>(response).errors.find((error) => error.property === property)?.errors;

describe('text with control characters', () => {
  it.each(['searchKeyword', 'categoryName', 'subCategoryName'])('%s with a NUL is a 400 on the field', async (name) => {
    const response = await app.inject({ method: 'GET', url: `/api/posts/list?${name}=a%00b` });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response, name)).toEqual([boundsMessages.controlCharacters]);
  });

  it('a NUL in newFullName is a 400 and the name stays', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/ChangeProfileName',
      headers: { cookie },
      payload: { newFullName: 'Jonas\u0000Jonaitis' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response, 'newFullName')).toEqual([boundsMessages.controlCharacters]);
  });

  it('pasted text loses its control characters but keeps tabs and new lines', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/postreports/createpostreport',
      headers: { cookie: await sessionCookie(app, await createUser(app)) },
      payload: { postId, reasonId: 1, comment: 'Netikras\u0000 skelbimas\u0007\n\tantra eilutė' },
    });
    expect(response.statusCode).toBe(200);
    const id = bodyOf<{ data: { id: number } }>(response).data.id;
    const [row] = await app.db.select().from(postReports).where(eq(postReports.id, id));
    expect(row?.comment).toBe('Netikras skelbimas\n\tantra eilutė');
  });
});

describe('numbers past the database', () => {
  it.each([
    '/api/posts/single/2147483648',
    '/api/posts/phone/2147483648',
    '/api/posts/single/1e309',
    '/api/posts/single/9007199254740993',
  ])('GET %s is a 400 on id', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response, 'id')).toHaveLength(1);
  });

  it('the largest integer is a fine id that simply does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/posts/single/2147483647' });
    expect(response.statusCode).toBe(404);
  });

  it('POST /api/hiddens with postId 2147483648 is a 400 on postId', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/hiddens',
      headers: { cookie },
      payload: { postId: 2147483648 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response, 'postId')).toEqual([m.maxNumber(2_147_483_647)]);
  });

  it.each([
    ['minPrice', '900000000'],
    ['maxPrice', '9007199254740993'],
    ['minPrice', '-1'],
    ['maxPrice', 'NaN'],
  ])('%s=%s is a 400 on the field', async (name, value) => {
    const response = await app.inject({ method: 'GET', url: `/api/posts/list?${name}=${value}` });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response, name)).toHaveLength(1);
  });

  it('page past 10,000 is a 400 on page; 10,000 is an empty page', async () => {
    const far = await app.inject({ method: 'GET', url: '/api/posts/list?page=10001' });
    expect(far.statusCode).toBe(400);
    expect(errorsOf(far, 'page')).toEqual([m.maxNumber(10_000)]);
    const last = await app.inject({ method: 'GET', url: '/api/posts/list?page=10000' });
    expect(last.statusCode).toBe(200);
  });
});
