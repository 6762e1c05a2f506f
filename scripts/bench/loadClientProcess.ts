import { Agent, request } from 'node:http';
import type { LoadOptions } from './loadClient.ts';
import { ratePerSecond } from './stats.ts';

/**
 * The load client's process (forked by loadClient.ts): plain HTTP/1.1 keep-alive connections asking for
 * brotli as browsers do, so the server compresses as it would for them; the answer is read, not decompressed.
 */
async function run(options: LoadOptions): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const outgoing = request(options.url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (answer) => {
        answer.resume();
        answer.once('error', reject);
        answer.once('end', () => {
          if (answer.statusCode === 200) resolve();
          else reject(new Error(`${options.url} answered ${answer.statusCode}`));
        });
      });
      outgoing.once('error', reject);
      outgoing.end();
    });
  try {
    // Untimed: each client opens its connection and this new process compiles its code first, so a short
    // phase measures the server rather than the client's start.
    await Promise.all(Array.from({ length: options.concurrency }, () => get().then(get).then(get)));
    return await ratePerSecond(options.concurrency, options, get);
  } finally {
    agent.destroy();
  }
}

process.once('message', (options: LoadOptions) => {
  run(options).then(
    (requestsPerSecond) => process.send?.({ requestsPerSecond }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(0)),
  );
});
