import { fork } from 'node:child_process';

/** One throughput phase: `concurrency` clients GET `url` until `requests` are sent or `seconds` have passed. */
export interface LoadOptions {
  url: string;
  concurrency: number;
  requests: number;
  seconds: number;
}

/**
 * Requests per second the server at `options.url` answered with 200, the clients running in a process of
 * their own (`loadClientProcess.ts`), as a load generator does. Run in the bench's process, which is also the
 * server's, each request's client work (fetch, decompressing and parsing the answer) took turns with the
 * server's on one event loop, and the rate measured both (DECISIONS #96).
 */
export function measureThroughput(options: LoadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./loadClientProcess.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    child.once('message', (answer: { requestsPerSecond?: number; error?: string }) => {
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.requestsPerSecond ?? Number.NaN);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load client exited with ${code}`));
    });
    child.send(options);
  });
}
