import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type PushServiceFake, startPushServiceFake } from './index.ts';

// The fake is checked against an independent implementation of the protocol: the web-push package signs and
// encrypts exactly as the portal's adapter does.
const vapid = webPush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:info@example.com', ...vapid };

let fake: PushServiceFake;
beforeAll(async () => {
  fake = await startPushServiceFake();
});
afterAll(() => fake.close());

async function send(
  endpoint: string,
  keys: { p256dh: string; auth: string },
  payload: string,
  change: (headers: Record<string, string>) => void = () => {},
) {
  const request = webPush.generateRequestDetails({ endpoint, keys }, payload, {
    vapidDetails,
    TTL: 3600,
    contentEncoding: 'aes128gcm',
  });
  const headers = { ...(request.headers as Record<string, string>) };
  change(headers);
  return fetch(endpoint, { method: 'POST', headers, body: request.body ?? null });
}

describe('push service fake', () => {
  it('accepts a signed, encrypted message and decrypts it with the subscriber key', async () => {
    const subscription = fake.createSubscription({ applicationServerKey: vapid.publicKey });
    const payload = JSON.stringify({ title: 'Nauja žinutė nuo Jonas P.', body: 'Ar dar parduodate dviratį? 🚲' });
    const response = await send(subscription.endpoint, subscription.keys, payload);
    expect(response.status).toBe(201);
    const received = await fake.latestTo(subscription.endpoint);
    expect(received.payload).toBe(payload);
    expect(received).toMatchObject({ ttl: 3600, vapidKey: vapid.publicKey, claims: { aud: fake.url } });
  });

  it('decrypts a payload of several kilobytes', async () => {
    const subscription = fake.createSubscription();
    const payload = 'ąčęėįšųūž'.repeat(300);
    expect((await send(subscription.endpoint, subscription.keys, payload)).status).toBe(201);
    expect((await fake.latestTo(subscription.endpoint)).payload).toBe(payload);
  });

  it('refuses a JWT for another audience, a forged signature, another key and no VAPID at all', async () => {
    const subscription = fake.createSubscription({ applicationServerKey: vapid.publicKey });
    const otherAudience = webPush.getVapidHeaders(
      'https://push.example.com',
      vapidDetails.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    ).Authorization;
    const wrongAudience = await send(subscription.endpoint, subscription.keys, 'x', (headers) => {
      headers.Authorization = otherAudience;
    });
    expect(wrongAudience.status).toBe(401);

    const forged = await send(subscription.endpoint, subscription.keys, 'x', (headers) => {
      headers.Authorization = (headers.Authorization ?? '').replace(/t=([^.]+\.[^.]+\.)(.)/, (_, start, c) => {
        return `t=${start}${c === 'A' ? 'B' : 'A'}`;
      });
    });
    expect(forged.status).toBe(401);

    const other = webPush.generateVAPIDKeys();
    const otherKeyHeader = webPush.getVapidHeaders(
      fake.url,
      vapidDetails.subject,
      other.publicKey,
      other.privateKey,
      'aes128gcm',
    );
    const wrongKey = await send(subscription.endpoint, subscription.keys, 'x', (headers) => {
      headers.Authorization = otherKeyHeader.Authorization;
    });
    expect(wrongKey.status).toBe(403);

    const none = await send(subscription.endpoint, subscription.keys, 'x', (headers) => {
      delete headers.Authorization;
    });
    expect(none.status).toBe(401);
    expect(fake.inbox.items.filter((item) => item.endpoint === subscription.endpoint)).toEqual([]);
  });

  it('refuses a message without TTL or in another encoding, and one encrypted for another subscriber', async () => {
    const subscription = fake.createSubscription();
    const other = fake.createSubscription();
    const noTtl = await send(subscription.endpoint, subscription.keys, 'x', (headers) => {
      delete headers.TTL;
    });
    expect(noTtl.status).toBe(400);
    const aesgcm = await send(subscription.endpoint, subscription.keys, 'x', (headers) => {
      headers['Content-Encoding'] = 'aesgcm';
    });
    expect(aesgcm.status).toBe(415);
    expect((await send(subscription.endpoint, other.keys, 'x')).status).toBe(400);
  });

  it('answers 410 or 404 for an endpoint it was told to drop, and 404 for one it never made', async () => {
    const subscription = fake.createSubscription();
    fake.answerWith(subscription.endpoint, 410);
    expect((await send(subscription.endpoint, subscription.keys, 'x')).status).toBe(410);
    const unknown = `${fake.url}/push/00000000-0000-4000-8000-000000000000`;
    expect((await send(unknown, subscription.keys, 'x')).status).toBe(404);
  });

  it('makes subscribers, lists messages and sets answers over HTTP for other processes', async () => {
    const made = (await (await fetch(`${fake.url}/subscriptions`, { method: 'POST' })).json()) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    expect((await send(made.endpoint, made.keys, 'Labas')).status).toBe(201);
    const listed = await fetch(`${fake.url}/messages?endpoint=${encodeURIComponent(made.endpoint)}`);
    expect(((await listed.json()) as { payload: string }[]).map((item) => item.payload)).toEqual(['Labas']);
    await fetch(`${fake.url}/answers`, {
      method: 'POST',
      body: JSON.stringify({ endpoint: made.endpoint, status: 404 }),
    });
    expect((await send(made.endpoint, made.keys, 'x')).status).toBe(404);
  });
});
