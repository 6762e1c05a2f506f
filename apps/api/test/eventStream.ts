import { type IncomingMessage, request } from 'node:http';

/** One event of a Server-Sent Events stream as a browser's EventSource reads it. */
export interface StreamedEvent {
  id: string | undefined;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  next(match?: (event: StreamedEvent) => boolean): Promise<StreamedEvent>;
  /** Every event received so far. */
  events: StreamedEvent[];
  /** Comment lines (heartbeats) received so far. */
  comments: number;
  /** The last reconnection delay (`retry:`) the server gave, in milliseconds. */
  retry: number | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens GET `url` as an EventSource would (Accept: text/event-stream, the cookie, Last-Event-ID when
 * resuming) on a real connection, and parses the events as they arrive.
 */
export function openEventStream(url: string, cookie: string, lastEventId?: string): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const outgoing = request(url, { headers }, (response: IncomingMessage) => {
      const events: StreamedEvent[] = [];
      let waiters: { match: (event: StreamedEvent) => boolean; resolve: (event: StreamedEvent) => void }[] = [];
      let buffer = '';
      const client: EventStreamClient = {
        status: response.statusCode ?? 0,
        events,
        comments: 0,
        retry: undefined,
        ended: new Promise((done) => {
          response.on('end', done);
          response.on('close', done);
        }),
        next(match = () => true) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done) => waiters.push({ match, resolve: done }));
        },
        close: () => outgoing.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | undefined;
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments += 1;
            else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data === undefined) continue;
          const event = { id, data: JSON.parse(data) as unknown };
          events.push(event);
          const ready = waiters.filter((waiter) => waiter.match(event));
          waiters = waiters.filter((waiter) => !waiter.match(event));
          for (const waiter of ready) waiter.resolve(event);
        }
      });
      response.on('error', () => undefined);
      resolve(client);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A predicate for the 'message' event carrying this text. */
export const messageWithText = (text: string) => (event: StreamedEvent) =>
  (event.data as { type?: string; message?: { text?: string } }).type === 'message' &&
  (event.data as { message: { text: string } }).message.text === text;
