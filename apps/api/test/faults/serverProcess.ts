import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../src/config.ts';

/**
 * The real server (apps/api/src/main.ts, as `npm run serve` starts it) as a child process on a free port, for
 * tests that must stop or kill it: its own DATA_DIR, and DATABASE_URL when given (else PGlite in DATA_DIR).
 */
export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hooks, no flush; resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the graceful shutdown of main.ts); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** What the process wrote to stderr (start-up failures). */
  stderr(): string;
  /** Resolves with the first line the process wrote to stdout (its log) that `match` accepts, now or later. */
  logLine(match: (line: string) => boolean): Promise<string>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Extra variables (the environment of the test process is not passed on beyond PATH and HOME). */
  env?: Record<string, string>;
  /** How long start-up may take (migrations, a cold PGlite) before giving up. */
  startTimeoutMs?: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join('apps', 'api', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DEMO_DATA: 'false',
      WEB_DIST_DIR: join(tmpdir(), 'skelbimai-test-no-web-build'),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const logLines: string[] = [];
  let lineWaiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  lines.on('line', (line) => {
    logLines.push(line);
    const waiting = lineWaiters.filter((waiter) => waiter.match(line));
    lineWaiters = lineWaiters.filter((waiter) => !waiter.match(line));
    for (const waiter of waiting) waiter.resolve(line);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, url, options.startTimeoutMs ?? 120_000, () => stderr);
  const exited = once(child, 'exit');
  return {
    url,
    pid: child.pid as number,
    stderr: () => stderr,
    logLine(match) {
      const found = logLines.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve) => lineWaiters.push({ match, resolve }));
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

/** Polls GET /api/health until it answers 200; fails at once if the process exits first. */
async function waitUntilHealthy(child: ChildProcess, url: string, timeoutMs: number, stderr: () => string) {
  let exitCode: number | null | undefined;
  child.once('exit', (code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}) while starting:\n${stderr()}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy in ${timeoutMs} ms:\n${stderr()}`);
}
