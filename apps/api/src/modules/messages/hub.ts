import { setImmediate } from 'node:timers/promises';
import type { MessageStreamEvent } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseConnection } from '../../db/client.ts';
import { EVENTS_PAGE_SIZE, eventsAfter } from './events.ts';

/** The NOTIFY channel: its payload is the comma-separated ids of the users whose streams should look. */
export const MESSAGES_CHANNEL = 'skelbimai_messages';
const RECONNECT_MS = 2_000;

/** One open stream of this process: `send` writes an event; `lastId` is the last event id it was given. */
export interface StreamSink {
  lastId: number;
  send(id: number, event: MessageStreamEvent): void;
}

/**
 * This process's open message streams and how they hear of new events (PRODUCT.md §10, DECISIONS #121). The events
 * themselves are rows (events.ts); an announcement only says whose streams should read them. On PostgreSQL the
 * announcement is a NOTIFY sent inside the writing transaction, so it goes out exactly when the rows commit and
 * reaches every process on the database, this one included, through one LISTEN connection of its own. On PGlite
 * (one process) the announcement is a call after the commit. Each user's reads run one after another, so a
 * stream gets its events in order and once.
 */
export class MessageHub {
  private readonly streams = new Map<string, Set<StreamSink>>();
  private readonly passes = new Map<string, Promise<void>>();
  private listener: pg.Client | undefined;
  private closing = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly kind: DatabaseConnection['kind'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True when announcements travel through the database (PostgreSQL): several processes may share it. */
  get viaDatabase(): boolean {
    return this.kind === 'postgres';
  }

  /** Inside the writing transaction: on PostgreSQL, the NOTIFY that goes out at its commit. */
  async announceInTransaction(tx: Database, userIds: readonly string[]): Promise<void> {
    if (this.viaDatabase && userIds.length > 0)
      await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${userIds.join(',')})`);
  }

  /** After the commit: on PGlite, the delivery to this process's streams. */
  announceAfterCommit(userIds: readonly string[]): void {
    if (!this.viaDatabase) for (const userId of userIds) this.deliver(userId);
  }

  /** Adds a stream of `userId` and gives it whatever came after its lastId. Returns its removal. */
  open(userId: string, sink: StreamSink): () => void {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(sink);
    this.deliver(userId);
    return () => {
      set.delete(sink);
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    };
  }

  /** Open streams on this process (the benchmark reads it). */
  get streamCount(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /** Every open stream (the heartbeat). */
  *allStreams(): Iterable<StreamSink> {
    for (const set of this.streams.values()) yield* set;
  }

  /** Reads `userId`'s new events once for all their streams here, after the pass already under way. */
  deliver(userId: string): Promise<void> {
    if (!this.streams.has(userId)) return Promise.resolve();
    const previous = this.passes.get(userId) ?? Promise.resolve();
    const pass = previous.then(() => this.pass(userId));
    this.passes.set(userId, pass);
    void pass.finally(() => {
      if (this.passes.get(userId) === pass) this.passes.delete(userId);
    });
    return pass;
  }

  /**
   * Reads the user's events page by page, from the furthest-behind stream's position, until a page comes back
   * short. Each page starts after the last event of the one before, and the event loop gets a turn between pages,
   * so a reconnect after thousands of missed events neither rereads a page nor keeps other requests waiting.
   */
  private async pass(userId: string): Promise<void> {
    const live = this.streams.get(userId);
    if (!live || live.size === 0) return;
    // The streams open as the pass starts. One opened meanwhile may be further behind: its own pass, queued
    // after this one, starts from its position (given this page's events now, it would skip the earlier ones).
    const sinks = [...live];
    let from = Math.max(0, Math.min(...sinks.map((sink) => sink.lastId)));
    try {
      for (;;) {
        const events = await eventsAfter(this.db, userId, from, EVENTS_PAGE_SIZE);
        for (const stored of events)
          for (const sink of sinks)
            if (stored.id > sink.lastId && live.has(sink)) {
              sink.lastId = stored.id;
              sink.send(stored.id, stored.event);
            }
        const last = events.at(-1);
        if (!last || events.length < EVENTS_PAGE_SIZE) return;
        from = last.id;
        await setImmediate();
        if (this.closing || !sinks.some((sink) => live.has(sink))) return;
      }
    } catch (error) {
      // A database error loses nothing: the rows stay, and the stream's next pass or reconnect reads them.
      this.log.warn({ err: error }, 'Could not read message events for a stream');
    }
  }

  /** On PostgreSQL: LISTEN on a connection of its own (not the pool's), reopened if lost. */
  async listen(database: DatabaseConnection): Promise<void> {
    const pool = (database.db as unknown as { $client: unknown }).$client;
    if (!this.viaDatabase || !(pool instanceof pg.Pool)) return;
    const next = new pg.Client(pool.options);
    this.listener = next;
    const reconnect = () => this.reconnectLater(database);
    next.on('error', () => {
      next.end().catch(() => undefined);
      reconnect();
    });
    next.on('end', reconnect);
    next.on('notification', (notification) => {
      if (notification.channel !== MESSAGES_CHANNEL) return;
      for (const userId of (notification.payload ?? '').split(',')) if (userId) void this.deliver(userId);
    });
    try {
      await next.connect();
      if (this.closing) {
        await next.end();
        return;
      }
      await next.query(`LISTEN ${MESSAGES_CHANNEL}`);
      // Announcements sent while no connection listened are lost; the rows are not: read them for everyone here.
      for (const userId of this.streams.keys()) void this.deliver(userId);
    } catch (error) {
      this.log.warn({ err: error }, 'Cannot listen for new messages; retrying');
      next.end().catch(() => undefined);
      reconnect();
    }
  }

  private reconnectLater(database: DatabaseConnection): void {
    if (this.closing || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.listen(database);
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
    await Promise.allSettled([...this.passes.values()]);
  }
}

/**
 * Runs `work` in a transaction whose announcements (`announce(userIds)`) go out exactly when it commits: the
 * messages are written before anyone is told, and a transaction that fails tells nobody.
 */
export async function inAnnouncedTransaction<T>(
  hub: MessageHub,
  db: Database,
  work: (tx: Database, announce: (...userIds: string[]) => void) => Promise<T>,
): Promise<T> {
  const told = new Set<string>();
  const result = await db.transaction(async (tx) => {
    const value = await work(tx as unknown as Database, (...userIds) => {
      for (const userId of userIds) told.add(userId);
    });
    await hub.announceInTransaction(tx as unknown as Database, [...told]);
    return value;
  });
  hub.announceAfterCommit([...told]);
  return result;
}
