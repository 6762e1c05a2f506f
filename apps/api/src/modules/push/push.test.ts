import { MAX_PUSH_SUBSCRIPTIONS, pushMessages } from '@skelbimai/contract';
import { type PushServiceFake, startPushServiceFake } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { outbox, pushSubscriptions, savedSearches, settings } from '../../db/schema/index.ts';
import { runSavedSearchAlerts } from '../saved-searches/alertsJob.ts';
import { PUBLICATION_LAG_MS } from '../saved-searches/matcher.ts';
import { loadVapidKeys } from './vapidKeys.ts';

// Phone notifications end to end on the API (PRODUCT.md §30): the real app queues through the outbox, web-push
// signs and encrypts, and the local push service verifies the VAPID JWT and decrypts with the subscriber's key.

let app: App;
let fake: PushServiceFake;
beforeAll(async () => {
  fake = await startPushServiceFake();
  app = await buildTestApp({ PUSH_EXTRA_ORIGINS: fake.url });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function person(fullName = 'Jonas Petraitis') {
  const user = await createUser(app, { fullName });
  return { user, cookie: await sessionCookie(app, user) };
}

async function subscribed(fullName?: string) {
  const someone = await person(fullName);
  const subscription = fake.createSubscription({ applicationServerKey: app.vapidKeys.publicKey });
  const answer = await call(app, 'POST', '/api/push/subscribe', someone.cookie, subscription);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...someone, subscription };
}

const subscriptionsOf = (userId: string) =>
  app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const arrivedAt = (endpoint: string) => fake.inbox.items.filter((item) => item.endpoint === endpoint);

async function deliver() {
  app.outbox.wake();
  await app.outbox.sendDue();
}

describe('GET /api/push/publicKey', () => {
  it('answers the VAPID public key generated at the first start and kept in the database', async () => {
    const answer = await call(app, 'GET', '/api/push/publicKey', undefined);
    expect(answer.status).toBe(200);
    const { publicKey } = answer.body.data as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [stored] = await app.db.select().from(settings).where(eq(settings.key, 'vapidKeys'));
    expect(JSON.parse(stored?.value ?? '{}').publicKey).toBe(publicKey);
    // A second process on the database loads the same pair; a configured pair wins.
    expect(await loadVapidKeys(app.db, undefined)).toEqual(app.vapidKeys);
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43) };
    expect(await loadVapidKeys(app.db, configured)).toEqual(configured);
  });
});

describe('POST /api/push/subscribe and /unsubscribe', () => {
  it('needs a signed-in user', async () => {
    const subscription = fake.createSubscription();
    expect((await call(app, 'POST', '/api/push/subscribe', undefined, subscription)).status).toBe(401);
  });

  it('refuses endpoints and keys no browser would send, each on its field', async () => {
    const { cookie, user } = await person();
    const good = fake.createSubscription();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...good, endpoint: 'ne adresas' }, 'endpoint', pushMessages.endpoint],
      [{ ...good, endpoint: 'http://10.0.0.1/push/1' }, 'endpoint', pushMessages.endpoint],
      [{ ...good, endpoint: 'https://127.0.0.1/push/1' }, 'endpoint', pushMessages.endpoint],
      [{ ...good, endpoint: 'https://localhost/push/1' }, 'endpoint', pushMessages.endpoint],
      [{ ...good, keys: { ...good.keys, p256dh: 'trumpas' } }, 'keys.p256dh', pushMessages.key],
      [{ ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } }, 'keys.p256dh', pushMessages.key],
      [{ ...good, keys: { ...good.keys, auth: 'ne base64!' } }, 'keys.auth', pushMessages.key],
    ];
    for (const [body, property, message] of refusals) {
      const answer = await call(app, 'POST', '/api/push/subscribe', cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toContainEqual({ property, errors: [message] });
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices an account, and subscribing one again moves it`, async () => {
    const { cookie, user } = await person();
    const devices = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, () => fake.createSubscription());
    for (const device of devices) {
      expect((await call(app, 'POST', '/api/push/subscribe', cookie, device)).status).toBe(200);
    }
    const oneMore = await call(app, 'POST', '/api/push/subscribe', cookie, fake.createSubscription());
    expect(oneMore.status).toBe(400);
    expect(oneMore.body.errors).toContainEqual({ property: 'endpoint', errors: [pushMessages.tooManyDevices] });
    // The same browser again is no new device.
    expect((await call(app, 'POST', '/api/push/subscribe', cookie, devices[0])).status).toBe(200);
    expect(await subscriptionsOf(user.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);

    // Another account signs in on that browser: the subscription is theirs now.
    const other = await person('Ona Kitaitė');
    expect((await call(app, 'POST', '/api/push/subscribe', other.cookie, devices[0])).status).toBe(200);
    expect(await subscriptionsOf(user.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS - 1);
    expect((await subscriptionsOf(other.user.id)).map((row) => row.endpoint)).toEqual([devices[0]?.endpoint]);
  });

  it('unsubscribes only the caller’s own endpoint', async () => {
    const { cookie, user, subscription } = await subscribed();
    const stranger = await person('Kitas Žmogus');
    const theirs = await call(app, 'POST', '/api/push/unsubscribe', stranger.cookie, {
      endpoint: subscription.endpoint,
    });
    expect(theirs.status).toBe(200);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    const mine = await call(app, 'POST', '/api/push/unsubscribe', cookie, { endpoint: subscription.endpoint });
    expect(mine.body.messages).toEqual([pushMessages.unsubscribed]);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });
});

describe('notifications', () => {
  async function conversationWith(recipient: Awaited<ReturnType<typeof subscribed>>, text: string) {
    const post = await createPost(app, recipient.user, { title: 'Dviratis' });
    const buyer = await person('Birutė Pirkėja');
    const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text });
    expect(sent.status).toBe(200);
    return { buyer, conversationId: sent.body.data.conversationId as number };
  }

  it('a new message arrives at the recipient’s push service, signed and encrypted, with the sender’s name', async () => {
    const seller = await subscribed('Petras Pardavėjas');
    const { conversationId } = await conversationWith(seller, 'Sveiki, ar dviratis dar parduodamas?');
    await deliver();
    const [push, ...more] = arrivedAt(seller.subscription.endpoint);
    expect(more).toEqual([]);
    expect(JSON.parse(push?.payload ?? '{}')).toEqual({
      title: 'Nauja žinutė nuo Birutė P.',
      body: 'Sveiki, ar dviratis dar parduodamas?',
      url: `/mano/zinutes/${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    expect(push).toMatchObject({ vapidKey: app.vapidKeys.publicKey, claims: { aud: fake.url } });
    expect(push?.ttl).toBeGreaterThan(0);
    // Sent: the row keeps no text.
    const [row] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, String((await subscriptionsOf(seller.user.id))[0]?.id)));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.payload).not.toHaveProperty('text');
  });

  it('an accepted offer arrives at the buyer’s push service with the seller’s name and the price', async () => {
    const seller = await person('Petras Pardavėjas');
    const post = await createPost(app, seller.user, { title: 'Dviratis' });
    const buyer = await subscribed('Birutė Pirkėja');
    const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text: 'Sveiki' });
    const conversationId = sent.body.data.conversationId as number;
    const offered = await call(app, 'POST', '/api/offers/create', buyer.cookie, { conversationId, amount: 1200 });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const offerId = (offered.body.data as { message: { offer: { id: number } } }).message.offer.id;
    const declined = await call(app, 'POST', '/api/offers/create', buyer.cookie, { conversationId, amount: 1100 });
    await call(app, 'POST', '/api/offers/decline', seller.cookie, {
      offerId: (declined.body.data as { message: { offer: { id: number } } }).message.offer.id,
    });
    expect((await call(app, 'POST', '/api/offers/accept', seller.cookie, { offerId })).status).toBe(200);
    await deliver();
    // The declined offer notifies no one; the accepted one once.
    expect(arrivedAt(buyer.subscription.endpoint).map((push) => JSON.parse(push.payload))).toEqual([
      {
        title: 'Petras P. priėmė jūsų pasiūlymą',
        body: 'Priimta kaina: 1\u00a0200\u00a0€',
        url: `/mano/zinutes/${conversationId}`,
        tag: `conversation-${conversationId}`,
      },
    ]);
  });

  it('a switched-off kind sends nothing; switched on again, it does', async () => {
    const seller = await subscribed('Petras Pardavėjas');
    const off = await call(app, 'POST', '/api/push/settings/update', seller.cookie, {
      kind: 'messages',
      enabled: false,
    });
    expect(off.body.data).toEqual({
      kinds: [
        { kind: 'messages', enabled: false },
        { kind: 'offerAccepted', enabled: true },
        { kind: 'savedSearches', enabled: true },
      ],
      devices: 1,
    });
    const { buyer, conversationId } = await conversationWith(seller, 'Pirmoji žinutė');
    await deliver();
    expect(arrivedAt(seller.subscription.endpoint)).toEqual([]);

    await call(app, 'POST', '/api/push/settings/update', seller.cookie, { kind: 'messages', enabled: true });
    await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text: 'Antroji žinutė' });
    await deliver();
    expect(arrivedAt(seller.subscription.endpoint).map((item) => JSON.parse(item.payload).body)).toEqual([
      'Antroji žinutė',
    ]);
  });

  it('a push service’s 410 removes the subscription, and nothing is retried', async () => {
    const seller = await subscribed('Petras Pardavėjas');
    fake.answerWith(seller.subscription.endpoint, 410);
    await conversationWith(seller, 'Ar dar aktualu?');
    await deliver();
    expect(await subscriptionsOf(seller.user.id)).toEqual([]);
    const settingsNow = await call(app, 'GET', '/api/push/settings', seller.cookie);
    expect(settingsNow.body.data.devices).toBe(0);
  });

  it('a saved search’s new ads arrive beside its e-mail', async () => {
    await runSavedSearchAlerts(app, new Date(Date.now() + PUBLICATION_LAG_MS + 1000));
    const searcher = await subscribed('Saulius Ieškotojas');
    await app.db
      .insert(savedSearches)
      .values({ userId: searcher.user.id, name: 'Raudonas traktorius', query: 'searchKeyword=raudonas traktorius' });
    await createPost(app, await createUser(app), { title: 'Raudonas traktorius T-40' });
    await runSavedSearchAlerts(app, new Date(Date.now() + PUBLICATION_LAG_MS + 1000));
    await deliver();
    const [push] = arrivedAt(searcher.subscription.endpoint);
    expect(JSON.parse(push?.payload ?? '{}')).toMatchObject({
      title: 'Nauji skelbimai: Raudonas traktorius',
      body: 'Pagal išsaugotą paiešką rastas 1 naujas skelbimas.',
      url: '/visi?searchKeyword=raudonas+traktorius',
    });
  });
});
