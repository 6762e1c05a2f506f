import { Agent, request } from 'node:http';
import type { LoadOptions } from './loadClient.ts';

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
  const started = performance.now();
  const ends = started + options.seconds * 1000;
  let sent = 0;
  let finished = 0;
  try {
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (sent < options.requests && !(sent >= 10 && performance.now() > ends)) {
          sent++;
          await get();
          finished++;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return (finished / (performance.now() - started)) * 1000;
}

process.once('message', (options: LoadOptions) => {
  run(options).then(
    (requestsPerSecond) => process.send?.({ requestsPerSecond }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(0)),
  );
});
