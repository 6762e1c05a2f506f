import { type MessageStreamEvent, conversationMessages as texts } from '@skelbimai/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { latestEventId, unreadCount } from './events.ts';
import type { MessageHub } from './hub.ts';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;
/** A client this far behind (a stalled connection) is closed; it reconnects with Last-Event-ID and loses nothing. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** A stream closed for its account's newer one: its tab reconnects this much later (and then closes the oldest). */
const EVICTED_RETRY_MS = 60_000;
/** A client address with all its streams open: streams free up as tabs close, in no fixed window. */
const ADDRESS_FULL_RETRY_AFTER_SECONDS = 60;

/** The Last-Event-ID a reconnecting browser sends: a whole number, else none (the stream starts from now). */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const raw = request.headers['last-event-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * GET /api/messages/stream: Server-Sent Events for the signed-in user. First the unread count, then every
 * event after Last-Event-ID (or from now), each with its id, and a heartbeat comment every HEARTBEAT_MS.
 * Only for an EventSource (Accept: text/event-stream; 406 otherwise, so a plain fetch gets the envelope).
 */
export async function openStream(request: FastifyRequest, reply: FastifyReply, hub: MessageHub, user: UserRow) {
  if (!wantsEventStream(request)) throw new AppError(406, texts.streamOnly);
  const caps = request.server.messageStreamCaps;
  const addressFull = () => AppError.tooManyRequests(texts.tooManyStreams, ADDRESS_FULL_RETRY_AFTER_SECONDS);
  if (!caps.hasRoomFor(request.ip)) throw addressFull();
  const db = request.server.db;
  const lastId = lastEventIdOf(request) ?? (await latestEventId(db, user.id));
  const count = await unreadCount(db, user.id);

  // Counted after the reads and checked again: streams opened meanwhile count, and from here nothing awaits until
  // the stream is registered, so the count and the open streams cannot differ.
  const response = reply.raw;
  let end: (() => void) | undefined;
  const release = caps.admit(user.id, request.ip, () => {
    if (!response.destroyed) {
      response.write(`retry: ${EVICTED_RETRY_MS}\n\n`);
      response.end();
    }
    end?.();
  });
  if (!release) throw addressFull();
  reply.hijack();
  response.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  const write = (chunk: string) => {
    if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
    else response.write(chunk);
  };
  write(`data: ${JSON.stringify({ type: 'unread', count } satisfies MessageStreamEvent)}\n\n`);

  const close = hub.open(user.id, {
    lastId,
    send: (id, event) => write(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`),
  });
  const heartbeat = setInterval(() => write(':\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const streams = request.server.messageStreams;
  end = () => {
    clearInterval(heartbeat);
    close();
    release();
    streams.delete(response);
  };
  request.raw.on('close', end);
  response.on('close', end);
  streams.add(response);
  // A client gone during the reads above closed before these listeners: nothing else would end its stream.
  if (!response.socket || response.socket.destroyed) end();
}
