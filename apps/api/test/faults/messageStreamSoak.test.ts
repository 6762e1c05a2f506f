import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, lte } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openPglite, openPostgres } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/migrate.ts';
import { messageEvents, posts, users } from '../../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../../src/http/session.ts';
import { createSession } from '../../src/modules/sessions/sessions.service.ts';
import { messageWithText, openEventStream } from '../eventStream.ts';
import { createScratchDatabase, runDatabaseKind } from './localPostgres.ts';
import { type ServerProcess, startServer } from './serverProcess.ts';

/**
 * A seller away while many buyers write, then back with Last-Event-ID: 0 (what a browser sends after missing
 * everything), on the real server process. Every waiting event must arrive once and in order, the catch-up must
 * end, and the process must go on answering others meanwhile. A catch-up that rereads one page spins forever at
 * full CPU: this test then never sees the last message.
 */
const BUYERS = 40;
/** Per buyer: under any per-sender limit, yet together (two events each for the seller) over three pages. */
const MESSAGES_EACH = 19;
const LAST_TEXT = 'Paskutinė žinutė, kai visi jau parašė';

type Kind = 'pglite' | 'postgres';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A database of the test's own with the seller's ad, the buyers and their sessions, closed for the server. */
async function prepare(kind: Kind, dataDir: string) {
  let databaseUrl: string | undefined;
  let open: () => Promise<DatabaseConnection>;
  if (kind === 'postgres') {
    const database = await createScratchDatabase();
    cleanups.push(database.drop);
    databaseUrl = database.url;
    open = () => openPostgres(database.url);
  } else {
    open = async () => {
      const connection = await openPglite({ dataDir: join(dataDir, 'pglite') });
      await connection.migrate();
      return connection;
    };
  }
  const connection = await open();
  try {
    await prepareDatabase(connection, { maxPostPictureCount: 20 });
    const [seller] = await connection.db
      .insert(users)
      .values({ email: 'pardavejas-srautas@example.com', fullName: 'Pardavėjas' })
      .returning({ id: users.id });
    if (!seller) throw new Error('seller not created');
    // One buyer more than write the burst: the last message, written after all of it.
    const buyers = await connection.db
      .insert(users)
      .values(
        Array.from({ length: BUYERS + 1 }, (_, index) => ({
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
    const cookieOf = async (userId: string) =>
      `${SESSION_COOKIE}=${(await createSession(connection.db, userId, true)).token}`;
    return {
      databaseUrl,
      open,
      sellerId: seller.id,
      postId: post.id,
      sellerCookie: await cookieOf(seller.id),
      buyerCookies: await Promise.all(buyers.map((buyer) => cookieOf(buyer.id))),
    };
  } finally {
    await connection.close();
  }
}

async function send(server: ServerProcess, cookie: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/messages/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { conversationId: number } }).data;
}

const textOf = (buyer: number, message: number) => `Pirkėjas ${buyer}, žinutė ${message}`;

describe.each([runDatabaseKind])('the message stream catching up after a long absence (%s)', (kind) => {
  it('delivers every waiting event once and in order, while /api/health keeps answering', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `skelbimai-stream-soak-${kind}-`));
    const { databaseUrl, open, sellerId, postId, sellerCookie, buyerCookies } = await prepare(kind, dataDir);
    const server = await startServer({ dataDir, databaseUrl });
    cleanups.push(() => server.kill());
    const burst = buyerCookies.slice(0, BUYERS);
    // Each buyer writes in turn (their conversation is one), the buyers all at once; then one last message.
    await Promise.all(
      burst.map(async (cookie, buyer) => {
        const { conversationId } = await send(server, cookie, { postId, text: textOf(buyer, 1) });
        for (let message = 2; message <= MESSAGES_EACH; message += 1)
          await send(server, cookie, { conversationId, text: textOf(buyer, message) });
      }),
    );
    await send(server, buyerCookies[BUYERS] as string, { postId, text: LAST_TEXT });

    const stream = await openEventStream(`${server.url}/api/messages/stream`, sellerCookie, '0');
    let lastId: number;
    try {
      expect(stream.status).toBe(200);
      let caughtUp = false;
      const lastArrived = stream.next(messageWithText(LAST_TEXT)).then((event) => {
        caughtUp = true;
        return Number(event.id);
      });
      // Others are answered while the catch-up runs: health is asked again and again until it has ended.
      const healthStatuses: number[] = [];
      while (!caughtUp) healthStatuses.push((await fetch(`${server.url}/api/health`)).status);
      lastId = await lastArrived;
      expect(healthStatuses.length).toBeGreaterThan(0);
      expect(healthStatuses.every((status) => status === 200)).toBe(true);
    } finally {
      stream.close();
    }
    // The process is not left spinning: it answers once the stream is gone, and stops when asked.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await server.stop()).toBe(0);

    // Every event the database holds for the seller up to the last message, once each and in its order.
    const connection = await open();
    let waitingIds: number[];
    try {
      const rows = await connection.db
        .select({ id: messageEvents.id })
        .from(messageEvents)
        .where(and(eq(messageEvents.userId, sellerId), lte(messageEvents.id, lastId)))
        .orderBy(asc(messageEvents.id));
      waitingIds = rows.map((row) => row.id);
    } finally {
      await connection.close();
    }
    expect(waitingIds.length).toBeGreaterThan(2 * BUYERS * MESSAGES_EACH);
    const numbered = stream.events.filter((event) => event.id !== undefined);
    const arrivedIds = numbered.map((event) => Number(event.id));
    expect(arrivedIds.slice(0, waitingIds.length)).toEqual(waitingIds);
    expect(new Set(arrivedIds).size).toBe(arrivedIds.length);

    // Each buyer's messages in the order they were written.
    const texts = numbered
      .map((event) => event.data as { type: string; message?: { text: string } })
      .filter((data) => data.type === 'message')
      .map((data) => data.message?.text as string);
    for (let buyer = 0; buyer < BUYERS; buyer += 1) {
      const own = texts.filter((text) => text.startsWith(`Pirkėjas ${buyer},`));
      expect(own).toEqual(Array.from({ length: MESSAGES_EACH }, (_, index) => textOf(buyer, index + 1)));
    }
  }, 240_000);
});
