import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { messageEvents, posts, users } from '../../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../../src/http/session.ts';
import { createSession } from '../../src/modules/sessions/sessions.service.ts';
import { openEventStream } from '../eventStream.ts';
import { createScratchDatabase } from './localPostgres.ts';
import { type ServerProcess, startServer } from './serverProcess.ts';

/**
 * A seller away while many buyers write, then back with Last-Event-ID: 0 (what a browser sends after missing
 * everything), on the real server process. Every waiting event must arrive once and in order, the catch-up must
 * end, and the process must go on answering others meanwhile. A catch-up that rereads one page spins forever at
 * full CPU: this test then never sees the last event.
 */
const BUYERS = 40;
/** Per buyer: under any per-sender limit, yet together over three pages of the catch-up. */
const MESSAGES_EACH = 19;

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: ServerProcess | undefined;
let sellerId: string;
let sellerCookie: string;
let buyerCookies: string[] = [];
let postId: number;

beforeAll(async () => {
  database = await createScratchDatabase();
  const connection = await openPostgres(database.url);
  try {
    const [seller] = await connection.db
      .insert(users)
      .values({ email: 'pardavejas-srautas@example.com', fullName: 'Pardavėjas' })
      .returning({ id: users.id });
    if (!seller) throw new Error('seller not created');
    sellerId = seller.id;
    const buyers = await connection.db
      .insert(users)
      .values(
        Array.from({ length: BUYERS }, (_, index) => ({
          email: `pirkejas-srautas-${index}@example.com`,
          fullName: `Pirkėjas ${index}`,
        })),
      )
      .returning({ id: users.id });
    const [post] = await connection.db
      .insert(posts)
      .values({ categoryId: 101, title: 'Dviratis, apie kurį klausia visi', creatorId: seller.id })
      .returning({ id: posts.id });
    if (!post) throw new Error('post not created');
    postId = post.id;
    const cookieOf = async (userId: string) =>
      `${SESSION_COOKIE}=${(await createSession(connection.db, userId, true)).token}`;
    sellerCookie = await cookieOf(seller.id);
    buyerCookies = await Promise.all(buyers.map((buyer) => cookieOf(buyer.id)));
  } finally {
    await connection.close();
  }
  server = await startServer({
    dataDir: mkdtempSync(join(tmpdir(), 'skelbimai-stream-soak-')),
    databaseUrl: database.url,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  await database?.drop();
});

async function send(cookie: string, body: Record<string, unknown>) {
  const response = await fetch(`${server?.url}/api/messages/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { conversationId: number } }).data;
}

const textOf = (buyer: number, message: number) => `Pirkėjas ${buyer}, žinutė ${message}`;

describe('the message stream catching up after a long absence', () => {
  it('delivers every waiting event once and in order, while /api/health keeps answering', async () => {
    const url = server?.url as string;
    // Each buyer writes in turn (their conversation is one), the buyers all at once.
    await Promise.all(
      buyerCookies.map(async (cookie, buyer) => {
        const { conversationId } = await send(cookie, { postId, text: textOf(buyer, 1) });
        for (let message = 2; message <= MESSAGES_EACH; message += 1)
          await send(cookie, { conversationId, text: textOf(buyer, message) });
      }),
    );
    const connection = await openPostgres(database.url);
    let waitingIds: number[];
    try {
      const rows = await connection.db
        .select({ id: messageEvents.id })
        .from(messageEvents)
        .where(eq(messageEvents.userId, sellerId))
        .orderBy(asc(messageEvents.id));
      waitingIds = rows.map((row) => row.id);
    } finally {
      await connection.close();
    }
    expect(waitingIds.length).toBeGreaterThanOrEqual(2 * BUYERS * MESSAGES_EACH);
    const lastId = String(waitingIds.at(-1));

    const stream = await openEventStream(`${url}/api/messages/stream`, sellerCookie, '0');
    try {
      expect(stream.status).toBe(200);
      let caughtUp = false;
      const allArrived = stream
        .next((event) => event.id === lastId)
        .then(() => {
          caughtUp = true;
        });
      // Others are answered while the catch-up runs (and after it): health is asked again and again until it ends.
      const healthStatuses: number[] = [];
      while (!caughtUp) healthStatuses.push((await fetch(`${url}/api/health`)).status);
      await allArrived;
      expect(healthStatuses.length).toBeGreaterThan(0);
      expect(healthStatuses.every((status) => status === 200)).toBe(true);

      const numbered = stream.events.filter((event) => event.id !== undefined);
      expect(numbered.map((event) => Number(event.id))).toEqual(waitingIds);
      // Each buyer's messages in the order they were written.
      const texts = numbered
        .map((event) => event.data as { type: string; message?: { text: string } })
        .filter((data) => data.type === 'message')
        .map((data) => data.message?.text as string);
      expect(texts).toHaveLength(BUYERS * MESSAGES_EACH);
      for (let buyer = 0; buyer < BUYERS; buyer += 1) {
        const own = texts.filter((text) => text.startsWith(`Pirkėjas ${buyer},`));
        expect(own).toEqual(Array.from({ length: MESSAGES_EACH }, (_, index) => textOf(buyer, index + 1)));
      }
    } finally {
      stream.close();
    }
    // The process is not left spinning: it still answers once the stream is gone.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }, 180_000);
});
