import type { Post } from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { posts } from '../../db/schema/index.ts';

// 'Rezervuota' and 'Parduota': the owner's marks, the lists and the ad's page.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T = unknown> = { succeeded: boolean; data: T; messages: string[]; posts?: Post[] };

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

const post = (url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, ...(cookie ? { headers: { cookie } } : {}) });
const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const markReserved = (postId: number, reserved: boolean, cookie?: string) =>
  post('/api/posts/MarkReserved', { postId, reserved }, cookie);
const markSold = (postId: number, cookie?: string) => post('/api/posts/MarkSold', { postId }, cookie);

/** The ids a public list (or search) shows. */
async function publicIds(query = ''): Promise<number[]> {
  const response = await get(`/api/posts/list?listTarget=public${query}`);
  expect(response.statusCode).toBe(200);
  return (bodyOf<Body>(response).posts ?? []).map((ad) => ad.id);
}

describe('POST /api/posts/MarkReserved', () => {
  it("puts the 'Rezervuota' badge on the ad, which stays listed, and takes it off again", async () => {
    const { user, cookie } = await signedIn();
    const ad = await createPost(app, user, { title: 'Rezervuojamas stalas' });
    const response = await markReserved(ad.id, true, cookie);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Body<Post>>(response);
    expect(body.messages).toEqual(['Skelbimas pažymėtas kaip rezervuotas.']);
    expect(body.data).toMatchObject({ id: ad.id, status: 'active', reserved: true, soldAt: null });
    const listed = bodyOf<Body>(await get('/api/posts/list?listTarget=public')).posts?.find((p) => p.id === ad.id);
    expect(listed?.reserved).toBe(true);
    const off = bodyOf<Body<Post>>(await markReserved(ad.id, false, cookie));
    expect(off.messages).toEqual(['Rezervacija atšaukta.']);
    expect(off.data.reserved).toBe(false);
  });

  it('is the owner’s alone: 401 signed out, 403 to another user and a moderator, 404 for a deleted ad', async () => {
    const { user } = await signedIn();
    const ad = await createPost(app, user);
    expect((await markReserved(ad.id, true)).statusCode).toBe(401);
    expect((await markReserved(ad.id, true, (await signedIn()).cookie)).statusCode).toBe(403);
    const moderator = await signedIn({ authRole: 'Moderator' });
    const refused = await markReserved(ad.id, true, moderator.cookie);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf<Body>(refused).messages).toEqual(['Tai galite padaryti tik su savo skelbimu.']);
    const [row] = await app.db.select().from(posts).where(eq(posts.id, ad.id));
    expect(row?.reserved).toBe(false);
    const deleted = await createPost(app, user, { status: 'deleted' });
    expect((await markReserved(deleted.id, true, await sessionCookie(app, user))).statusCode).toBe(404);
  });

  it('refuses a sold ad with a message', async () => {
    const { user, cookie } = await signedIn();
    const ad = await createPost(app, user);
    await markSold(ad.id, cookie);
    const response = await markReserved(ad.id, true, cookie);
    expect(response.statusCode).toBe(400);
    expect(bodyOf<Body>(response).messages).toEqual(['Rezervuoti galima tik galiojantį skelbimą.']);
  });
});

describe('POST /api/posts/MarkSold', () => {
  it('takes the ad out of every public list, search and count at once; the owner’s list shows it sold', async () => {
    const { user, cookie } = await signedIn();
    const ad = await createPost(app, user, { title: 'Parduodamas raudonas dviratis', categoryId: 203 });
    const keep = await createPost(app, user, { title: 'Kitas raudonas dviratis', categoryId: 203 });
    const search = '&searchKeyword=raudonas%20dviratis';
    expect(await publicIds(search)).toEqual(expect.arrayContaining([ad.id, keep.id]));
    const response = await markSold(ad.id, cookie);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Body<Post>>(response);
    expect(body.messages).toEqual(['Skelbimas pažymėtas kaip parduotas.']);
    expect(body.data).toMatchObject({ status: 'sold', reserved: false });
    expect(body.data.soldAt).not.toBeNull();
    for (const query of ['', search, '&subCategoryName=dviraciai', `&sellerId=${user.id}`]) {
      const ids = await publicIds(query);
      expect(ids, query).not.toContain(ad.id);
      expect(ids, query).toContain(keep.id);
    }
    const mine = bodyOf<Body>(await get('/api/posts/list?listTarget=my', cookie)).posts ?? [];
    expect(mine.find((p) => p.id === ad.id)?.status).toBe('sold');
  });

  it('is the owner’s alone and leaves the ad as it was otherwise', async () => {
    const { user } = await signedIn();
    const ad = await createPost(app, user);
    expect((await markSold(ad.id)).statusCode).toBe(401);
    expect((await markSold(ad.id, (await signedIn()).cookie)).statusCode).toBe(403);
    expect((await markSold(ad.id, (await signedIn({ authRole: 'Administrator' })).cookie)).statusCode).toBe(403);
    expect((await get(`/api/posts/single/${ad.id}`)).statusCode).toBe(200);
    const [row] = await app.db.select().from(posts).where(eq(posts.id, ad.id));
    expect(row?.status).toBe('active');
  });

  it('cannot be renewed afterwards, and a blocked ad cannot be marked sold', async () => {
    const { user, cookie } = await signedIn();
    const ad = await createPost(app, user);
    await markSold(ad.id, cookie);
    const renewed = await post(`/api/posts/renew/${ad.id}`, undefined, cookie);
    expect(renewed.statusCode).toBe(400);
    expect(bodyOf<Body>(renewed).messages).toEqual(['Parduoto skelbimo atnaujinti negalima.']);
    const blocked = await createPost(app, user, { status: 'blocked' });
    const refused = await markSold(blocked.id, cookie);
    expect(refused.statusCode).toBe(400);
    expect(bodyOf<Body>(refused).messages).toEqual(['Užblokuoto skelbimo pažymėti parduotu negalima.']);
  });

  it('its page answers anyone 200 with the sold state for 30 days (no phone), then 410 like a removed ad', async () => {
    const { user, cookie } = await signedIn();
    const ad = await createPost(app, user, { title: 'Parduota sofa', contactPhone: '+37060000001' });
    await markSold(ad.id, cookie);
    const shown = await get(`/api/posts/single/${ad.id}`);
    expect(shown.statusCode).toBe(200);
    expect(bodyOf<Body<Post>>(shown).data).toMatchObject({ title: 'Parduota sofa', status: 'sold' });
    expect(bodyOf<Body<{ phone: string | null }>>(await get(`/api/posts/phone/${ad.id}`)).data.phone).toBeNull();
    await app.db.update(posts).set({ soldAt: sql`now() - interval '31 days'` }).where(eq(posts.id, ad.id));
    const gone = await get(`/api/posts/single/${ad.id}`);
    expect(gone.statusCode).toBe(410);
    expect(bodyOf<Body<{ title: string }>>(gone).data.title).toBe('Parduota sofa');
    // Its owner still sees it in their list and on its page.
    expect((await get(`/api/posts/single/${ad.id}`, cookie)).statusCode).toBe(200);
  });
});
