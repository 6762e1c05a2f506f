import { mkdtemp } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { queryRows } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/migrate.ts';
import { SESSION_COOKIE } from '../../apps/api/src/http/session.ts';
import { createSession } from '../../apps/api/src/modules/sessions/sessions.service.ts';
import { openBenchPostgres } from './database.ts';
import { ms, percentile, table } from './stats.ts';

/**
 * npm run bench:messages [-- --streams 1000 --senders 50 --samples 300 --keep]
 *
 * The messages' figures (docs/PERFORMANCE.md) on a fresh PostgreSQL database (BENCH_PG_URL or the local trust login):
 * 1. the inbox (GET /api/messages/conversations) and a thread (GET /api/messages/conversation/{id}) through the
 *    app, p50/p95/p99, with 10,000 messages in 1,000 conversations and again with 1,000,000 in 100,000 (the
 *    growth is the ratio of the p95s);
 * 2. `--streams` open SSE streams on one listening process, each its own user: the memory they add (RSS and
 *    heap), then `--senders` clients sending to streams' users as fast as answers come back for 10 s: delivery
 *    latency from the send to the event's arrival (p50/p95/p99/max), and the slowest stream's count, so a
 *    starving stream shows. Not a test: it prints numbers.
 */
const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    senders: { type: 'string', default: '50' },
    samples: { type: 'string', default: '300' },
    /** Keep the database afterwards (to EXPLAIN its statements). */
    keep: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const streamCount = Number(values.streams);
const senderCount = Number(values.senders);
const samples = Number(values.samples);

const bench = await openBenchPostgres(values['pg-url'], 'skelbimai_bench_messages');
const { connection } = bench;
await prepareDatabase(connection, { maxPostPictureCount: 20 });
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: await mkdtemp(join(tmpdir(), 'skelbimai-bench-messages-')),
  WEB_DIST_DIR: join(tmpdir(), 'no-web'),
  // Every stream of the benchmark comes from this one address.
  MESSAGE_STREAMS_PER_ADDRESS: String(Math.max(50, streamCount)),
});
const app = await buildApp({ config, database: connection });
const db = connection.db;
const exec = (statement: string) => db.execute(sql.raw(statement));

/** Adds people, ads, conversations and messages up to the given totals (in SQL: a million rows in seconds). */
async function growTo(conversations: number, messages: number) {
  const [{ have } = { have: 0 }] = await queryRows<{ have: number }>(
    db,
    sql`select count(*)::int as have from conversations`,
  );
  const more = conversations - have;
  if (more <= 0) return;
  // One person per 5 conversations; each ad has a seller of its own among them.
  await exec(`insert into users (email, full_name)
    select 'bench-' || g || '-' || ${have} || '@example.com', 'Žmogus ' || g from generate_series(1, ${Math.ceil(more / 5)}) g`);
  await exec(`insert into posts (category_id, title, creator_id, price_cents)
    select 101, 'Skelbimas ' || g, id, 1000 from (select id, row_number() over () g from users
      where email like 'bench-%-${have}@example.com' order by random() limit ${Math.ceil(more / 10)}) u`);
  // Arrays, not joins on row numbers: the planner cannot index a CTE's row_number, and that join was quadratic.
  await exec(`with p as (select array_agg(id order by id) ids, array_agg(creator_id order by id) sellers from posts
        where title like 'Skelbimas %' and id > coalesce((select max(post_id) from conversations), 0)),
      u as (select array_agg(id order by random()) ids from users where email like 'bench-%-${have}@example.com'),
      pick as (select g, 1 + g % cardinality(p.ids) as pi, 1 + (g + g / cardinality(p.ids)) % cardinality(u.ids) as ui
        from generate_series(0, ${more - 1}) g, p, u)
    insert into conversations (post_id, buyer_id, seller_id, started_at, last_message_at)
    select p.ids[pi], u.ids[ui], p.sellers[pi], now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from pick, p, u
    where u.ids[ui] <> p.sellers[pi] on conflict do nothing`);
  // The planner must know the new rows before the update joins a million messages to them.
  await exec('analyze conversations');
  const perConversation = Math.round(messages / conversations);
  await exec(`insert into conversation_messages (conversation_id, from_buyer, text, sent_at)
    select c.id, m % 2 = 0, 'Žinutė nr. ' || m || ' apie skelbimą', c.started_at + (m || ' seconds')::interval
    from conversations c, generate_series(1, ${perConversation}) m where c.last_message_id = 0`);
  await exec('analyze conversation_messages');
  await exec(`update conversations c set last_message_id = x.mx, last_message_at = x.at, seller_unread = 3
    from (select conversation_id, max(id) mx, max(sent_at) at from conversation_messages group by conversation_id) x
    where x.conversation_id = c.id and c.last_message_id = 0`);
  await exec('analyze');
}

async function cookieOf(userId: string) {
  return `${SESSION_COOKIE}=${(await createSession(db, userId, true)).token}`;
}

async function timeRoutes(label: string) {
  const people = await queryRows<{ buyer: string; seller: string; id: number }>(
    db,
    sql`select buyer_id as buyer, seller_id as seller, id from conversations order by random() limit ${samples}`,
  );
  const inbox: number[] = [];
  const thread: number[] = [];
  for (const person of people) {
    const cookie = await cookieOf(person.seller);
    let started = performance.now();
    const a = await app.inject({ url: '/api/messages/conversations', headers: { cookie } });
    inbox.push(performance.now() - started);
    started = performance.now();
    const b = await app.inject({ url: `/api/messages/conversation/${person.id}`, headers: { cookie } });
    thread.push(performance.now() - started);
    if (a.statusCode !== 200 || b.statusCode !== 200) throw new Error(`${a.statusCode} ${b.statusCode}`);
  }
  const [{ m = 0, c = 0 } = {}] = await queryRows<{ m: number; c: number }>(
    db,
    sql`select (select count(*) from conversation_messages)::int m, (select count(*) from conversations)::int c`,
  );
  const row = (name: string, xs: number[]) => [
    label,
    `${m} / ${c}`,
    name,
    ms(percentile(xs, 50)),
    ms(percentile(xs, 95)),
    ms(percentile(xs, 99)),
  ];
  return {
    rows: [row('inbox', inbox), row('thread', thread)],
    p95: { inbox: percentile(inbox, 95), thread: percentile(thread, 95) },
  };
}

console.log('Growing to 10,000 messages in 1,000 conversations…');
await growTo(1_000, 10_000);
const small = await timeRoutes('small');
console.log('Growing to 1,000,000 messages in 100,000 conversations…');
await growTo(100_000, 1_000_000);
const large = await timeRoutes('large');
console.log(
  table(['set', 'messages / conversations', 'route', 'p50 ms', 'p95 ms', 'p99 ms'], [...small.rows, ...large.rows]),
);
console.log(
  `growth of p95, small → large: inbox ×${(large.p95.inbox / small.p95.inbox).toFixed(2)}, thread ×${(large.p95.thread / small.p95.thread).toFixed(2)}`,
);

// 2. Open streams on one listening process.
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const pairs = await queryRows<{ id: number; buyer: string; seller: string }>(
  db,
  sql`select distinct on (seller_id) id, buyer_id as buyer, seller_id as seller from conversations limit ${streamCount}`,
);
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const perStream = new Map<string, number>();
global.gc?.();
const before = process.memoryUsage();
await Promise.all(
  pairs.map(
    async (pair) =>
      new Promise<void>((resolve, reject) => {
        void cookieOf(pair.seller).then((cookie) => {
          const req = request(
            `${base}/api/messages/stream`,
            { headers: { accept: 'text/event-stream', cookie } },
            (res) => {
              perStream.set(pair.seller, 0);
              res.setEncoding('utf8');
              let buffer = '';
              res.on('data', (chunk: string) => {
                buffer += chunk;
                for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                  const block = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  const match = /"text":"(bench-[^"]+)"/.exec(block);
                  if (!match?.[1] || block.includes('"fromMe":true')) continue;
                  const started = sentAt.get(match[1]);
                  if (started !== undefined) latencies.push(performance.now() - started);
                  perStream.set(pair.seller, (perStream.get(pair.seller) ?? 0) + 1);
                }
              });
              resolve();
            },
          );
          req.on('error', reject);
          req.end();
        });
      }),
  ),
);
global.gc?.();
const after = process.memoryUsage();
console.log(
  `${pairs.length} open streams: RSS +${((after.rss - before.rss) / 1e6).toFixed(1)} MB, heap +${((after.heapUsed - before.heapUsed) / 1e6).toFixed(1)} MB ` +
    `(${((after.rss - before.rss) / pairs.length / 1e3).toFixed(1)} kB RSS a stream); hub: ${app.messageHub.streamCount}`,
);
const buyerCookies = await Promise.all(pairs.map((pair) => cookieOf(pair.buyer)));
let counter = 0;
const ends = performance.now() + 10_000;
await Promise.all(
  Array.from({ length: senderCount }, async (_, worker) => {
    for (let i = worker; performance.now() < ends; i += senderCount) {
      const index = i % pairs.length;
      const text = `bench-${counter++}`;
      sentAt.set(text, performance.now());
      const answer = await fetch(`${base}/api/messages/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: buyerCookies[index] as string,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({ conversationId: pairs[index]?.id, text }),
      });
      if (!answer.ok) throw new Error(`send ${answer.status} ${await answer.text()}`);
    }
  }),
);
// The last events are on their way: wait until every sent message was heard (or a few seconds more).
const waitUntil = performance.now() + 5_000;
while (latencies.length < counter && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
const counts = [...perStream.values()];
console.log(
  table(
    ['sent', 'delivered', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'fewest / most a stream'],
    [
      [
        counter,
        latencies.length,
        ms(percentile(latencies, 50)),
        ms(percentile(latencies, 95)),
        ms(percentile(latencies, 99)),
        ms(Math.max(...latencies)),
        `${Math.min(...counts)} / ${Math.max(...counts)}`,
      ],
    ],
  ),
);
await app.close();
if (values.keep) console.log('Kept the database skelbimai_bench_messages.');
else await bench.drop();
process.exit(0);
