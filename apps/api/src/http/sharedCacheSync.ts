import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DatabaseConnection } from '../db/client.ts';
import { broadcastForgets, forgetAllHere, forgetHere, type SharedKey } from './sharedCache.ts';

/**
 * Every process on one PostgreSQL database hears the others' forgetShared (DECISIONS #69): forgetShared sends
 * NOTIFY on CHANNEL after its write committed, and each process LISTENs on a connection of its own and forgets
 * the same keys. A lost listening connection is opened again; whatever was cached meanwhile is forgotten, since
 * messages sent while it was away are lost. SHARED_CACHE_TTL_MS stays the bound if anything goes wrong.
 * PGlite is one process: nothing to tell.
 */
const CHANNEL = 'skelbimai_shared_cache';
const RECONNECT_MS = 2_000;

interface ForgetMessage {
  from: string;
  keys: SharedKey[];
}

const heardListeners = new WeakMap<object, (keys: SharedKey[]) => void>();

/** Calls `listener` each time this process forgets keys on another process's word (for tests). */
export function onForgetHeard(db: object, listener: (keys: SharedKey[]) => void): void {
  heardListeners.set(db, listener);
}

export async function registerSharedCacheSync(app: FastifyInstance, database: DatabaseConnection): Promise<void> {
  const pool = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind !== 'postgres' || !(pool instanceof pg.Pool)) return;
  const db = database.db;
  const processId = randomUUID();

  broadcastForgets(db, (keys) => {
    const message: ForgetMessage = { from: processId, keys: [...keys] };
    db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Could not tell other processes to forget cached answers'),
    );
  });

  let client: pg.Client | undefined;
  let closing = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const heard = (payload: string | undefined) => {
    let message: ForgetMessage;
    try {
      message = JSON.parse(payload ?? '') as ForgetMessage;
    } catch {
      return;
    }
    if (message.from === processId || !Array.isArray(message.keys)) return;
    forgetHere(db, message.keys);
    heardListeners.get(db)?.(message.keys);
  };

  const reconnectLater = () => {
    if (closing || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen();
    }, RECONNECT_MS);
    reconnectTimer.unref();
  };

  const listen = async () => {
    const next = new pg.Client(pool.options);
    client = next;
    // Errors of the listening connection (a database restart) must not crash the process: listen again.
    next.on('error', () => {
      next.end().catch(() => undefined);
      reconnectLater();
    });
    next.on('end', reconnectLater);
    next.on('notification', (notification) => {
      if (notification.channel === CHANNEL) heard(notification.payload);
    });
    try {
      await next.connect();
      if (closing) {
        await next.end();
        return;
      }
      await next.query(`LISTEN ${CHANNEL}`);
      if (connectedBefore) forgetAllHere(db);
      connectedBefore = true;
    } catch (error) {
      app.log.warn({ err: error }, 'Cannot listen for other processes’ cache changes; retrying');
      next.end().catch(() => undefined);
      reconnectLater();
    }
  };

  // Awaited, so a request answered after start-up already has its forgets heard (a refused first try retries).
  await listen();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(reconnectTimer);
    await client?.end().catch(() => undefined);
  });
}
