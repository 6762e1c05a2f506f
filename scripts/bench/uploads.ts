import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/migrate.ts';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { SESSION_COOKIE } from '../../apps/api/src/http/session.ts';
import { createSession } from '../../apps/api/src/modules/sessions/sessions.service.ts';
import { decompressionBomb, hundredMegapixelJpeg } from '../../apps/api/test/faults/hostileFiles.ts';
import { startServer } from '../../apps/api/test/faults/serverProcess.ts';
import { phoneCameraJpeg } from '../../apps/api/test/pictures.ts';
import { memoryOf } from '../load/serverMemory.ts';
import { ms, percentile, table } from './stats.ts';

/**
 * npm run bench:uploads [-- --repeat N]
 *
 * The memory a hostile upload costs the server: the real server (a child process on a fresh PGlite) receives
 * each kind of file `repeat` times, 4 at a time, and its peak RSS (the kernel's high-water mark, VmHWM) is read
 * after each kind. The refused kinds go first, so their peak is not hidden by an accepted photo's.
 */
const { values } = parseArgs({ options: { repeat: { type: 'string', default: '20' } } });
const repeat = Number(values.repeat);
if (!Number.isInteger(repeat) || repeat < 1) throw new Error('--repeat must be a positive whole number');

const dataDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-uploads-'));
const connection = await openPglite({ dataDir: join(dataDir, 'pglite') });
let cookie: string;
try {
  await prepareDatabase(connection, { maxPostPictureCount: 20 });
  const [user] = await connection.db.insert(users).values({ email: 'bench@example.com' }).returning();
  cookie = `${SESSION_COOKIE}=${(await createSession(connection.db, (user as { id: string }).id, true)).token}`;
} finally {
  await connection.close();
}

const kinds: { name: string; file: Buffer; filename: string; type: string }[] = [
  {
    name: 'decompression bomb: PNG declaring 20000×20000',
    file: decompressionBomb(),
    filename: 'b.png',
    type: 'image/png',
  },
  { name: 'real 100 MP JPEG 10000×10000', file: await hundredMegapixelJpeg(), filename: 'c.jpg', type: 'image/jpeg' },
  {
    name: 'phone photo 4000×3000 JPEG (accepted)',
    file: await phoneCameraJpeg(4000, 3000),
    filename: 'a.jpg',
    type: 'image/jpeg',
  },
];

console.log(
  `Uploads bench ${new Date().toISOString()} on ${cpus().length} CPUs; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ')}`,
);
const server = await startServer({ dataDir });
try {
  const rows: (string | number)[][] = [
    ['(idle, after start)', '', '', '', (memoryOf(server.pid)?.peakMb ?? 0).toFixed(0)],
  ];
  for (const kind of kinds) {
    const times: number[] = [];
    const statuses = new Map<number, number>();
    const upload = async () => {
      const form = new FormData();
      form.append('PictureFile', new Blob([new Uint8Array(kind.file)], { type: kind.type }), kind.filename);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/posts/UploadPicture`, {
        method: 'POST',
        body: form,
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    };
    for (let done = 0; done < repeat; done += 4) {
      await Promise.all(Array.from({ length: Math.min(4, repeat - done) }, upload));
    }
    rows.push([
      kind.name,
      `${(kind.file.length / 1024).toFixed(0)} KB`,
      [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
      ms(percentile(times, 50)),
      (memoryOf(server.pid)?.peakMb ?? Number.NaN).toFixed(0),
    ]);
  }
  console.log(table(['upload', 'file', 'answers', 'p50 ms', 'peak RSS MB so far'], rows));
} finally {
  await server.stop();
}
