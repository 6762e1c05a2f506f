import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { portalEnv } from '../../fakes.ts';
import { randomEmail } from './outbox.ts';

/**
 * A portal of its own with an administrator in it, made the way an operator makes one (README): register on
 * the site, stop the portal, run `make-admin`, start it again. The shared e2e server cannot be used for this:
 * its embedded database belongs to that one process while it runs (DECISIONS #7).
 *
 * That dance (two start-ups of the API and a `make-admin` run) is done once per worker process: the stopped
 * portal's data folder, administrator made, is kept as a template, and each further portal of the worker starts
 * once on a copy of it: a database of its own, as fresh as the first, with the same administrator's account.
 */

const apiDir = fileURLToPath(new URL('../../../apps/api/', import.meta.url));

export interface AdminPortal {
  baseURL: string;
  admin: { email: string; password: string };
  /** As OwnPortal's: stops the portal, runs `change` on its database, and starts it again. */
  whileStopped: (change: string) => Promise<void>;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the API as it ships (the compiled dist/main.js of `npm run build`, serving the built web) and resolves
 * once it logs that it is listening.
 */
export function startApi(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is listening on')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening:\n${output}`)));
  });
}

/** SIGTERM makes the API close PGlite cleanly and release its folder. */
export function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface OwnPortal {
  baseURL: string;
  /** Stops the portal, runs `change` on its database (the API's own client), and starts it again. */
  whileStopped: (change: string) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A portal of its own, started as it ships, whose database a journey may change between runs: the shared e2e
 * server's embedded database belongs to that process while it runs (DECISIONS #7). `change` is the body of an
 * async function given `db` (the Drizzle client) and `sql`, run by Node in apps/api with the portal's
 * environment, e.g. "await db.execute(sql`update posts set …`)".
 */
export async function startOwnPortal(): Promise<OwnPortal> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = portalEnvOf(port, mkdtempSync(join(tmpdir(), 'skelbimai-e2e-own-')));
  let server = await startApi(env);
  return {
    baseURL,
    whileStopped: async (change) => {
      await stopApi(server);
      await runOnDatabase(env, change);
      server = await startApi(env);
    },
    stop: () => stopApi(server),
  };
}

/** Runs `change` (see startOwnPortal) on the database of a stopped portal started with `env`. */
async function runOnDatabase(env: NodeJS.ProcessEnv, change: string): Promise<void> {
  const script = `
    import { sql } from 'drizzle-orm';
    import { loadConfig } from './src/config.ts';
    import { openDatabase } from './src/db/client.ts';
    const connection = await openDatabase(loadConfig());
    try {
      const db = connection.db;
      await (async () => { ${change} })();
    } finally {
      await connection.close();
    }`;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiDir,
    env,
  });
}

/** The data folder of a stopped portal with an administrator and nothing else, and that administrator. */
interface AdminTemplate {
  dataDir: string;
  admin: { email: string; password: string };
}

let adminTemplate: Promise<AdminTemplate> | undefined;

/** Registers the administrator on a fresh portal, stops it and runs `make-admin` on its database. */
async function makeAdminTemplate(): Promise<AdminTemplate> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'skelbimai-e2e-admin-template-'));
  const env = portalEnvOf(port, dataDir);
  const admin = { email: randomEmail(), password: 'administratoriaus-slaptas' };
  const first = await startApi(env);
  try {
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'lt-LT' },
      body: JSON.stringify({ emailOrPhone: admin.email, password: admin.password, rememberMe: false }),
    });
    if (!registered.ok) throw new Error(`Registering the administrator failed: ${registered.status}`);
  } finally {
    await stopApi(first);
  }
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/makeAdmin.ts', admin.email], {
    cwd: apiDir,
    env,
  });
  return { dataDir, admin };
}

function portalEnvOf(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // 'info' for the start-up line startApi waits for.
    LOG_LEVEL: 'info',
    ...portalEnv,
  };
}

export async function startPortalWithAdmin(): Promise<AdminPortal> {
  adminTemplate ??= makeAdminTemplate();
  // A failed template is made again by the next portal rather than failing every later spec of the worker.
  const template = await adminTemplate.catch((error: unknown) => {
    adminTemplate = undefined;
    throw error;
  });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'skelbimai-e2e-admin-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  const env = portalEnvOf(port, dataDir);
  let server = await startApi(env);
  return {
    baseURL,
    admin: template.admin,
    whileStopped: async (change) => {
      await stopApi(server);
      await runOnDatabase(env, change);
      server = await startApi(env);
    },
    stop: () => stopApi(server),
  };
}
