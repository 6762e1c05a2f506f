import { existsSync, mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type S3Fake, startS3Fake } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { authMessages } from '../../src/http/messages.ts';
import { SESSION_COOKIE } from '../../src/http/session.ts';
import { createSession } from '../../src/modules/sessions/sessions.service.ts';
import { hashPassword } from '../../src/modules/user-records/passwords.ts';
import { plainPicture } from '../pictures.ts';
import { createScratchDatabase } from './localPostgres.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './roundRobinProxy.ts';
import { type ServerProcess, startServer } from './serverProcess.ts';

/**
 * docs/DEPLOY.md's "more than one process", for real: two server processes (apps/api/src/main.ts) started
 * together on one PostgreSQL database, pictures in an S3-compatible bucket (the test-fakes server), one port
 * in front of both (a round-robin TCP proxy, as nginx's upstream). Runs on every run: the machine's
 * PostgreSQL is always there, as for the other fault tests.
 */
const PASSWORD = 'Slaptas-zodis-42';
const EMAIL = 'du-procesai@example.com';

let s3: S3Fake;
let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let servers: ServerProcess[] = [];
let dataDirs: string[] = [];
let proxy: RoundRobinProxy;
let cookie: string;

beforeAll(async () => {
  s3 = await startS3Fake();
  database = await createScratchDatabase();
  const connection = await openPostgres(database.url);
  try {
    const [user] = await connection.db
      .insert(users)
      .values({ email: EMAIL, fullName: 'Du Procesai', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    cookie = `${SESSION_COOKIE}=${(await createSession(connection.db, user.id, true)).token}`;
  } finally {
    await connection.close();
  }
  dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'skelbimai-two-processes-')));
  const env = {
    // Debug: a scheduled job that another process already ran is logged at debug, and the test reads both lines.
    LOG_LEVEL: 'debug',
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  // Started together, as a deploy starts them: the database preparation takes turns (db/migrate.ts).
  servers = await Promise.all(dataDirs.map((dataDir) => startServer({ dataDir, databaseUrl: database.url, env })));
  proxy = await startRoundRobinProxy(
    servers.map((server) => ({ host: '127.0.0.1', port: Number(new URL(server.url).port) })),
  );
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  for (const server of servers) await server.stop();
  await database?.drop();
  await s3?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on a connection of its own (no keep-alive), so the proxy hands each to the next process. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8'));

async function upload(serverUrl: string, picture: Buffer) {
  const form = new FormData();
  form.append('PictureFile', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'dviratis.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return send(`${serverUrl}/api/posts/UploadPicture`, {
    method: 'POST',
    headers: {
      cookie,
      'sec-fetch-site': 'same-origin',
      'content-type': request.headers.get('content-type') as string,
    },
    body: Buffer.from(await request.arrayBuffer()),
  });
}

describe('two processes on one database with pictures in object storage', () => {
  it('a picture uploaded through one process is served by the other, from the bucket', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const uploaded = await upload(first.url, await plainPicture('png', 640, 480));
    expect(uploaded.status).toBe(200);
    const { url, thumbnailUrl } = json(uploaded).data as { url: string; thumbnailUrl: string };

    const fromFirst = await send(`${first.url}${url}`);
    const fromSecond = await send(`${second.url}${url}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/webp');
    expect(fromSecond.body.equals(fromFirst.body)).toBe(true);
    expect((await send(`${second.url}${thumbnailUrl}`)).status).toBe(200);

    const key = url.replace('/uploads/', '');
    expect(s3.keys()).toContain(key);
    // Nothing in either process's own folder.
    for (const dataDir of dataDirs) expect(existsSync(join(dataDir, 'uploads', key))).toBe(false);
  });

  it('behind one port, requests go to both processes and a session works on each', async () => {
    const before = [...proxy.served];
    for (let i = 0; i < 4; i += 1) {
      const profile = await send(`${proxy.url}/api/auth/myProfile`, { headers: { cookie } });
      expect(profile.status).toBe(200);
      expect(json(profile).data.email).toBe(EMAIL);
    }
    expect(proxy.served.map((count, i) => count - (before[i] ?? 0))).toEqual([2, 2]);
  });

  it('counts a rate limit across both processes', async () => {
    const attempt = (server: ServerProcess) =>
      send(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: Buffer.from(JSON.stringify({ emailOrPhone: EMAIL, password: 'Neteisingas-42' })),
      });
    // Five wrong passwords in 15 minutes are allowed per identifier, alternating between the processes.
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(servers[i % 2] as ServerProcess)).status).toBe(400);
    }
    for (const server of servers) {
      const refused = await attempt(server);
      expect(refused.status).toBe(429);
      // "… after N minutes", N being what is left of the 15-minute window.
      const messages = Array.from({ length: 15 }, (_, i) => authMessages.tooManySignInAttempts(i + 1));
      expect(messages).toContain(json(refused).messages[0]);
    }
  });

  it('runs the hourly housekeeping once, in one of the two processes', async () => {
    const outcomes = await Promise.all(
      servers.map(async (server) => {
        const line = await server.logLine((text) => text.includes('"job":"housekeeping"'));
        return (JSON.parse(line) as { outcome: string }).outcome;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'ran')).toEqual([
      expect.stringMatching(/^(already-ran|running-elsewhere)$/),
    ]);
  });
});
