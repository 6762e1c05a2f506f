import { once } from 'node:events';
import { type MessageStreamEvent, conversationMessages as texts } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { messageWithText, openEventStream } from '../../../test/eventStream.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { EVENTS_PAGE_SIZE, recordEvents } from './events.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

async function twoPeople() {
  const seller = await createUser(app, { fullName: 'Petras' });
  const buyer = await createUser(app, { fullName: 'Birutė' });
  const post = await createPost(app, seller);
  return {
    post,
    seller: { user: seller, cookie: await sessionCookie(app, seller) },
    buyer: { user: buyer, cookie: await sessionCookie(app, buyer) },
  };
}

describe('GET /api/messages/stream', () => {
  it('delivers a new message to the recipient, with the unread count, and the read receipt to the sender', async () => {
    const { post, seller, buyer } = await twoPeople();
    const sellerStream = await openEventStream(`${base}/api/messages/stream`, seller.cookie);
    const buyerStream = await openEventStream(`${base}/api/messages/stream`, buyer.cookie);
    try {
      expect(sellerStream.status).toBe(200);
      expect((await sellerStream.next()).data).toEqual({ type: 'unread', count: 0 });
      const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, {
        postId: post.id,
        text: 'Ar aktualu?',
      });
      const arrived = await sellerStream.next(messageWithText('Ar aktualu?'));
      expect(arrived.data).toMatchObject({ conversationId: sent.body.data.conversationId, message: { fromMe: false } });
      expect(arrived.id).toMatch(/^\d+$/);
      expect((await sellerStream.next((e) => (e.data as { count?: number }).count === 1)).data).toEqual({
        type: 'unread',
        count: 1,
      });
      // The buyer's own other tabs hear their message too.
      expect((await buyerStream.next(messageWithText('Ar aktualu?'))).data).toMatchObject({
        message: { fromMe: true },
      });
      await call(app, 'GET', `/api/messages/conversation/${sent.body.data.conversationId}`, seller.cookie);
      expect((await buyerStream.next((e) => (e.data as { type: string }).type === 'read')).data).toEqual({
        type: 'read',
        conversationId: sent.body.data.conversationId,
        upTo: sent.body.data.message.id,
      });
    } finally {
      sellerStream.close();
      buyerStream.close();
    }
  });

  it('a reconnect with Last-Event-ID gets what was sent while it was away, and nothing twice', async () => {
    const { post, seller, buyer } = await twoPeople();
    const first = await openEventStream(`${base}/api/messages/stream`, seller.cookie);
    const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text: 'Pirmoji' });
    const seen = await first.next(messageWithText('Pirmoji'));
    first.close();
    const conversationId = sent.body.data.conversationId;
    await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text: 'Antroji (kol atsijungęs)' });
    const resumed = await openEventStream(`${base}/api/messages/stream`, seller.cookie, seen.id);
    try {
      await resumed.next(messageWithText('Antroji (kol atsijungęs)'));
      const texts = resumed.events
        .filter((event) => (event.data as { type: string }).type === 'message')
        .map((event) => (event.data as { message: { text: string } }).message.text);
      expect(texts).toEqual(['Antroji (kol atsijungęs)']);
    } finally {
      resumed.close();
    }
  });

  it('answers a guest 401 and a request that is no event stream 406, both as the envelope', async () => {
    const guest = await call(app, 'GET', '/api/messages/stream', undefined);
    expect(guest.status).toBe(401);
    const { seller } = await twoPeople();
    const plain = await call(app, 'GET', '/api/messages/stream', seller.cookie);
    expect(plain.status).toBe(406);
    expect(plain.body.messages).toEqual([texts.streamOnly]);
  });

  it('a reconnect with Last-Event-ID 0 gets 1,200 waiting events once each and in order, and the server answers meanwhile', async () => {
    const seller = await createUser(app, { fullName: 'Ilgai neprisijungęs' });
    const cookie = await sessionCookie(app, seller);
    // Written as a send writes them (one statement per change); read receipts numbered 1..1200 show the order.
    const waiting = 1_200;
    expect(waiting).toBeGreaterThan(2 * EVENTS_PAGE_SIZE);
    const receipt = (upTo: number) => ({
      userId: seller.id,
      event: { type: 'read' as const, conversationId: 1, upTo },
    });
    await recordEvents(
      app.db,
      Array.from({ length: waiting }, (_, index) => receipt(index + 1)),
    );
    const stream = await openEventStream(`${base}/api/messages/stream`, cookie, '0');
    const upTo = (event: { data: unknown }) => (event.data as { upTo?: number }).upTo;
    try {
      await stream.next((event) => event.id !== undefined);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      await stream.next((event) => upTo(event) === waiting);
      // One more event after the catch-up: whatever the catch-up might still send twice would come before it.
      await recordEvents(app.db, [receipt(waiting + 1)]);
      await app.messageHub.deliver(seller.id);
      await stream.next((event) => upTo(event) === waiting + 1);
      const caught = stream.events.filter((event) => event.id !== undefined);
      expect(caught.map(upTo)).toEqual(Array.from({ length: waiting + 1 }, (_, index) => index + 1));
      const ids = caught.map((event) => Number(event.id));
      expect(ids.every((id, index) => index === 0 || id > (ids[index - 1] as number))).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe('the hub: catching up', () => {
  it('a stream opened while a catch-up runs, further behind, still gets every event from its own position', async () => {
    const user = await createUser(app, { fullName: 'Du langai' });
    const waiting = EVENTS_PAGE_SIZE + 10;
    await recordEvents(
      app.db,
      Array.from({ length: waiting }, (_, index) => ({
        userId: user.id,
        event: { type: 'read' as const, conversationId: 1, upTo: index + 1 },
      })),
    );
    const upTos = (received: MessageStreamEvent[]) => received.map((event) => (event as { upTo: number }).upTo);
    const first: MessageStreamEvent[] = [];
    const second: MessageStreamEvent[] = [];
    const closers: (() => void)[] = [];
    // The second opens from inside the first's catch-up, on its second page, and from the very beginning.
    closers.push(
      app.messageHub.open(user.id, {
        lastId: 0,
        send: (_id, event) => {
          first.push(event);
          if (first.length === EVENTS_PAGE_SIZE + 1)
            closers.push(app.messageHub.open(user.id, { lastId: 0, send: (_, later) => second.push(later) }));
        },
      }),
    );
    try {
      await app.messageHub.deliver(user.id);
      const all = Array.from({ length: waiting }, (_, index) => index + 1);
      expect(upTos(first)).toEqual(all);
      expect(upTos(second)).toEqual(all);
    } finally {
      for (const close of closers) close();
    }
  });
});

describe('open streams: a cap per account and per client address', () => {
  async function cappedApp() {
    const capped = await buildTestApp({ MESSAGE_STREAMS_PER_ACCOUNT: '2', MESSAGE_STREAMS_PER_ADDRESS: '3' });
    return { capped, url: `${await capped.listen({ port: 0, host: '127.0.0.1' })}/api/messages/stream` };
  }
  const receipt = (userId: string, upTo: number) => ({
    userId,
    event: { type: 'read' as const, conversationId: 1, upTo },
  });
  const isReceipt = (upTo: number) => (event: { data: unknown }) => (event.data as { upTo?: number }).upTo === upTo;

  it("an account's new stream past its cap closes its oldest, which is asked to come back a minute later", async () => {
    const { capped, url } = await cappedApp();
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    try {
      const user = await createUser(capped, { fullName: 'Daug langų' });
      const cookie = await sessionCookie(capped, user);
      for (let index = 0; index < 3; index += 1) {
        const stream = await openEventStream(url, cookie);
        streams.push(stream);
        expect(stream.status).toBe(200);
        await stream.next();
      }
      const [oldest, second, newest] = streams as [
        (typeof streams)[number],
        (typeof streams)[number],
        (typeof streams)[number],
      ];
      await oldest.ended;
      expect(oldest.retry).toBe(60_000);
      expect(capped.messageHub.streamCount).toBe(2);
      // The two newest stay open and hear what comes next.
      await recordEvents(capped.db, [receipt(user.id, 7)]);
      await capped.messageHub.deliver(user.id);
      await second.next(isReceipt(7));
      await newest.next(isReceipt(7));
      expect(oldest.events.some(isReceipt(7))).toBe(false);
      // The closed one no longer counts against the address (3): one more stream fits there, then none.
      const neighbour = await sessionCookie(capped, await createUser(capped, { fullName: 'Kaimynė' }));
      const third = await openEventStream(url, neighbour);
      streams.push(third);
      expect(third.status).toBe(200);
      const fourth = await fetch(url, { headers: { accept: 'text/event-stream', cookie: neighbour } });
      expect(fourth.status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
      await capped.close();
    }
  });

  it('an address past its cap is refused a new stream with 429, Retry-After and a Lithuanian message, until one closes', async () => {
    const { capped, url } = await cappedApp();
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    try {
      const people = await Promise.all(
        [0, 1, 2, 3].map((index) => createUser(capped, { fullName: `Kaimynas ${index}` })),
      );
      const cookies = await Promise.all(people.map((person) => sessionCookie(capped, person)));
      for (const cookie of cookies.slice(0, 3)) {
        const stream = await openEventStream(url, cookie);
        streams.push(stream);
        await stream.next();
      }
      const refused = await fetch(url, { headers: { accept: 'text/event-stream', cookie: cookies[3] as string } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(((await refused.json()) as { messages: string[] }).messages).toEqual([texts.tooManyStreams]);
      expect(capped.messageHub.streamCount).toBe(3);

      // One closes: its place is free once the server has seen it go.
      const gone = Promise.race([...capped.messageStreams].map((response) => once(response, 'close')));
      streams[0]?.close();
      await gone;
      const admitted = await openEventStream(url, cookies[3] as string);
      streams.push(admitted);
      expect(admitted.status).toBe(200);
      await admitted.next();
    } finally {
      for (const stream of streams) stream.close();
      await capped.close();
    }
  });
});
