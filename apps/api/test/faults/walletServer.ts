import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/config.ts';

/**
 * The real server (apps/api/src/main.ts) as a child process on a free port, for the wallet's kill -9 test.
 * (The faults work has a fuller helper, test/faults/serverProcess.ts; once both are in, this one folds into it.)
 */
export interface WalletServer {
  url: string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export async function startWalletServer(options: { dataDir: string; databaseUrl?: string }): Promise<WalletServer> {
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
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(child, url, () => stderr);
  const exited = once(child, 'exit');
  return {
    url,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls a cheap read until it answers 200; fails at once if the process exits first. */
async function waitUntilServing(child: ChildProcess, url: string, stderr: () => string) {
  let exitCode: number | null | undefined;
  child.once('exit', (code) => {
    exitCode = code;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}) while starting:\n${stderr()}`);
    const status = await fetch(`${url}/api/payments/GetTopUpOptions`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${stderr()}`);
}
