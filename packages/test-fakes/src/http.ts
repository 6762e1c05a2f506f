import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, body: string, url: URL) => { status: number; json: unknown };

/** A tiny loopback HTTP server answering JSON; the fakes' shared transport. */
export async function startJsonServer(port: number, handle: Handler): Promise<{ server: Server; port: number }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const { status, json } = handle(request, Buffer.concat(chunks).toString('utf8'), url);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Messages kept in arrival order, with a way to wait for the next one that matches without polling. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  add(item: T): void {
    this.items.push(item);
    const waiting = this.waiters.filter((waiter) => waiter.match(item));
    this.waiters = this.waiters.filter((waiter) => !waiter.match(item));
    for (const waiter of waiting) waiter.resolve(item);
  }

  /** The latest item that matches, or the next one to arrive. */
  next(match: (item: T) => boolean): Promise<T> {
    const found = this.items.findLast(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
}
