import { Agent, request } from 'node:http';

export interface OpenLoopOptions {
  url: string;
  /** Requests started per second, whatever the answers' pace. */
  rate: number;
  seconds: number;
  timeoutSeconds: number;
  nextPath: () => string;
  /** Each answer's status and its latency from when it was due (not from when it could be sent). */
  onAnswer: (status: number, ms: number) => void;
}

export interface OpenLoopResult {
  /** Requests that got no answer: refused connections, resets, and timeouts (counted apart too). */
  errors: number;
  timeouts: number;
}

/**
 * Open-loop load: the requests arrive at a fixed rate as visitors do, one every 1/rate s, each on a connection of
 * a keep-alive pool without limit, so a slow answer delays no later request. A closed loop (N clients, each
 * waiting for its answer) slows down with the server and hides its queue; here a server slower than the rate
 * shows as latency growing. Latency is counted from each request's due time, so a late start (this process
 * busy) is counted against the answer, not left out.
 */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  const result: OpenLoopResult = { errors: 0, timeouts: 0 };
  const pending = new Set<Promise<void>>();
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const outgoing = request(
        {
          host: target.hostname,
          port: target.port,
          path: options.nextPath(),
          agent,
          headers: { accept: 'application/json', 'accept-encoding': 'br' },
          timeout: options.timeoutSeconds * 1000,
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            options.onAnswer(answer.statusCode ?? 0, performance.now() - dueAt);
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => {
        result.timeouts++;
        outgoing.destroy(new Error('timeout'));
      });
      outgoing.on('error', () => {
        result.errors++;
        resolve();
      });
      outgoing.end();
    });
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request due by now, at its own due time (a timer may fire late; none is skipped).
    while (sent < total && started + (sent * 1000) / options.rate <= now) {
      const promise = send(started + (sent * 1000) / options.rate);
      pending.add(promise);
      void promise.then(() => pending.delete(promise));
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  agent.destroy();
  return result;
}
