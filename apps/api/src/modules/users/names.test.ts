import { ADMIN_ROLE, nameMessages } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function person(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

const validAd = {
  title: 'Parduodu spintą',
  description: 'Ąžuolinė spinta, geros būklės.',
  subCategoryId: 203,
  postType: 'sell',
  price: 40,
};
const nameRefusal = [{ property: 'firstName', errors: [nameMessages.firstNameMissing] }];

describe('an account without a name (PRODUCT.md §25)', () => {
  it('may not post an ad nor start a conversation until it gives a first name', async () => {
    const nameless = await person({ firstName: null });
    const seller = await person({ firstName: 'Petras', lastName: 'Petraitis' });
    const post = await createPost(app, seller.user);

    const ad = await call(app, 'POST', '/api/posts/create', nameless.cookie, validAd);
    expect(ad.status).toBe(400);
    expect(ad.body.errors).toEqual(nameRefusal);
    const first = await call(app, 'POST', '/api/messages/send', nameless.cookie, { postId: post.id, text: 'Labas' });
    expect(first.status).toBe(400);
    expect(first.body.errors).toEqual(nameRefusal);

    // 'Kaip jus vadinti?': the first name only; the account page's one-field name is filled from it.
    const named = await call(app, 'PATCH', '/api/auth/updateProfile', nameless.cookie, {
      firstName: 'Ona',
      lastName: '',
    });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ firstName: 'Ona', lastName: null, fullName: 'Ona' });
    expect((await call(app, 'POST', '/api/posts/create', nameless.cookie, validAd)).status).toBe(200);
    const sent = await call(app, 'POST', '/api/messages/send', nameless.cookie, { postId: post.id, text: 'Labas' });
    expect(sent.status).toBe(200);
    const inbox = await call(app, 'GET', '/api/messages/conversations', seller.cookie);
    expect(inbox.body.data[0].other).toMatchObject({ name: 'Ona', pictureUrl: null, deleted: false });
  });

  it('the one-field name counts as a name', async () => {
    const older = await person({ firstName: null, fullName: 'Rasa Žemaitė' });
    expect((await call(app, 'POST', '/api/posts/create', older.cookie, validAd)).status).toBe(200);
  });
});

describe("'Vardas P.' in public answers", () => {
  it('names the seller by first name and initial, never the full last name or the e-mail', async () => {
    const seller = await person({ firstName: 'Jonas', lastName: 'Petraitis', fullName: 'Jonas Petraitis' });
    const post = await createPost(app, seller.user);
    const answers = await Promise.all([
      call(app, 'GET', `/api/posts/single/${post.id}`, undefined),
      call(app, 'GET', `/api/posts/list?postIds=${post.id}`, undefined),
      call(app, 'GET', `/api/users/GetSeller/${seller.user.id}`, undefined),
      call(app, 'GET', `/api/auth/profile/${seller.user.id}`, undefined),
    ]);
    expect(answers[0]?.body.data.seller).toMatchObject({ displayName: 'Jonas P.', pictureUrl: null });
    expect(answers[2]?.body.data.displayName).toBe('Jonas P.');
    expect(answers[3]?.body.data.fullName).toBe('Jonas P.');
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('Petraitis');
      expect(text).not.toContain(String(seller.user.email));
    }
  });

  it('gives moderators the owner by name and e-mail in their list', async () => {
    const seller = await person({ firstName: 'Jonas', lastName: 'Petraitis', fullName: 'Jonas Petraitis' });
    await createPost(app, seller.user);
    const admin = await person({ authRole: ADMIN_ROLE });
    const list = await call(
      app,
      'GET',
      `/api/posts/list?listTarget=admin&targetUserId=${seller.user.id}`,
      admin.cookie,
    );
    expect(list.status).toBe(200);
    expect(list.body.posts[0].owner).toEqual({
      id: seller.user.id,
      fullName: 'Jonas Petraitis',
      email: seller.user.email,
    });
    const guest = await call(app, 'GET', `/api/posts/list?targetUserId=${seller.user.id}`, undefined);
    expect(guest.body.posts?.[0]?.owner).toBeUndefined();
  });
});
