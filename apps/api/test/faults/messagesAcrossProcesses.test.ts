import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { conversationMessages, posts, users } from '../../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../../src/http/session.ts';
import { createSession } from '../../src/modules/sessions/sessions.service.ts';
import { messageWithText, openEventStream } from '../eventStream.ts';
import { createScratchDatabase } from './localPostgres.ts';
import { type ServerProcess, startServer } from './serverProcess.ts';

/**
 * Messages with more than one process (PRODUCT.md §10 'Live delivery'): two server processes (apps/api/src/main.ts) on one PostgreSQL database.
 * A message written through one reaches a stream open on the other (LISTEN/NOTIFY), and a process killed with
 * SIGKILL loses nothing: the stream reconnected to the survivor with Last-Event-ID gets what it missed.
 */
let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let servers: ServerProcess[] = [];
let buyerCookie: string;
let sellerCookie: string;
let postId: number;

beforeAll(async () => {
  database = await createScratchDatabase();
  const connection = await openPostgres(database.url);
  try {
    const [seller, buyer] = await connection.db
      .insert(users)
      .values([
        { email: 'pardavejas-procesai@example.com', fullName: 'Pardavėjas' },
        { email: 'pirkejas-procesai@example.com', fullName: 'Pirkėjas' },
      ])
      .returning({ id: users.id });
    if (!seller || !buyer) throw new Error('users not created');
    const [post] = await connection.db
      .insert(posts)
      .values({ categoryId: 101, title: 'Dviratis dviem procesams', creatorId: seller.id })
      .returning({ id: posts.id });
    if (!post) throw new Error('post not created');
    postId = post.id;
    sellerCookie = `${SESSION_COOKIE}=${(await createSession(connection.db, seller.id, true)).token}`;
    buyerCookie = `${SESSION_COOKIE}=${(await createSession(connection.db, buyer.id, true)).token}`;
  } finally {
    await connection.close();
  }
  servers = await Promise.all(
    [0, 1].map(() =>
      startServer({ dataDir: mkdtempSync(join(tmpdir(), 'skelbimai-messages-')), databaseUrl: database.url }),
    ),
  );
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => undefined);
  await database?.drop();
});

async function send(server: ServerProcess, cookie: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/messages/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { conversationId: number } } };
}

describe('messages across two processes on one PostgreSQL database', () => {
  it('a message written on one process reaches the stream open on the other, both ways', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const sellerStream = await openEventStream(`${second.url}/api/messages/stream`, sellerCookie);
    const buyerStream = await openEventStream(`${first.url}/api/messages/stream`, buyerCookie);
    try {
      await sellerStream.next(); // the opening unread count: the stream is registered
      await buyerStream.next();
      const sent = await send(first, buyerCookie, { postId, text: 'Labas iš pirmojo proceso' });
      expect(sent.status).toBe(200);
      const arrived = await sellerStream.next(messageWithText('Labas iš pirmojo proceso'));
      expect(arrived.data).toMatchObject({ conversationId: sent.body.data.conversationId });
      const { conversationId } = sent.body.data;
      expect((await send(second, sellerCookie, { conversationId, text: 'Atsakymas iš antrojo' })).status).toBe(200);
      await buyerStream.next(messageWithText('Atsakymas iš antrojo'));
    } finally {
      sellerStream.close();
      buyerStream.close();
    }
  });

  it('after kill -9 of the process a stream was on, the reconnected stream gets what was written meanwhile', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const stream = await openEventStream(`${second.url}/api/messages/stream`, sellerCookie);
    await stream.next();
    const before = await send(first, buyerCookie, { postId, text: 'Prieš nutrūkstant' });
    const seen = await stream.next(messageWithText('Prieš nutrūkstant'));
    await second.kill();
    stream.close();
    const { conversationId } = before.body.data;
    expect((await send(first, buyerCookie, { conversationId, text: 'Kol antrasis negyvas' })).status).toBe(200);
    const resumed = await openEventStream(`${first.url}/api/messages/stream`, sellerCookie, seen.id);
    try {
      await resumed.next(messageWithText('Kol antrasis negyvas'));
      expect(resumed.events.some(messageWithText('Prieš nutrūkstant'))).toBe(false);
    } finally {
      resumed.close();
    }
  });

  it('a message the killed writer answered for is in the database', async () => {
    const [first] = servers as [ServerProcess];
    const sent = await send(first, buyerCookie, { postId, text: 'Įrašyta prieš kill -9' });
    expect(sent.status).toBe(200);
    await first.kill();
    const connection = await openPostgres(database.url);
    try {
      const rows = await connection.db
        .select({ text: conversationMessages.text })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, sent.body.data.conversationId));
      expect(rows.map((row) => row.text)).toContain('Įrašyta prieš kill -9');
    } finally {
      await connection.close();
    }
  });
});
