import type { FastifyInstance } from 'fastify';
import { createOutboxSender, type OutboxSender } from './sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxSender;
  }
}

/** Rows queued by other processes, and retries whose pause has ended, wait at most this long. */
export const OUTBOX_POLL_MS = 5_000;

/**
 * `app.outbox`: this process's sender. Woken by `app.outbox.wake()` after an enqueue commits, and every
 * OUTBOX_POLL_MS. The poll starts when the app is ready (main.ts migrates the database after building the
 * app) and stops before the database closes, letting the pass under way finish.
 */
export function registerOutbox(app: FastifyInstance): void {
  const sender = createOutboxSender({ db: app.db, delivery: app.delivery, log: app.log });
  app.decorate('outbox', sender);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sender.wake(); // what an earlier run left unsent
    timer = setInterval(sender.wake, OUTBOX_POLL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await sender.stop();
  });
}
