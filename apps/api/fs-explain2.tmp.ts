import { and, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { posts } from '/work/wt/firstseen/apps/api/src/db/schema/index.ts';
import { publiclyVisible } from '/work/wt/firstseen/apps/api/src/modules/posts/posts.service.ts';
import { topActive, inCategory, newestFirst } from '/work/wt/firstseen/apps/api/src/modules/posts/list/conditions.ts';

const dialect = new PgDialect();
const size = 3;
const turn = 2900001;
const block = (where: ReturnType<typeof sql>) => {
  const n = sql`(select count(*) from ${posts} where ${where})`;
  const start = sql`mod(${turn}::bigint * ${size}, greatest(${n}, 1))`;
  const walk = sql`select ${posts.id} as id from ${posts} where ${where} order by ${sql.join(newestFirst, sql`, `)}`;
  return sql`(${walk} offset ${start} limit ${size})
    union all
    (${walk} limit greatest(0, least(${size}, ${n}) - (${n} - ${start})))`;
};
const client = new pg.Client('postgres://postgres@127.0.0.1:5432/fs_explain');
await client.connect();
await client.query('set max_parallel_workers_per_gather = 0; set jit = off');
for (const [name, where] of [
  ['whole site', and(publiclyVisible, topActive)],
  ['category transportas', and(publiclyVisible, inCategory('transportas'), topActive)],
  ['search "dviratis"', and(publiclyVisible, sql`${posts.searchVector} @@ websearch_to_tsquery('lt', 'dviratis')`, topActive)],
] as const) {
  const q = dialect.sqlToQuery(block(where as never));
  for (let i = 0; i < 3; i++) await client.query(q.sql, q.params);
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await client.query(q.sql, q.params);
  const ms = (performance.now() - t0) / 20;
  const { rows } = await client.query(q.sql, q.params);
  const plan = await client.query(`explain (analyze, costs off, timing off) ${q.sql}`, q.params);
  console.log(`--- ${name}: ${ms.toFixed(2)} ms per statement (mean of 20), ids ${rows.map((r) => r.id).join(',')}`);
  for (const row of plan.rows) if (/Scan using|Execution|Limit|rows=/.test(row['QUERY PLAN'])) console.log(row['QUERY PLAN'].slice(0, 140));
}
await client.end();
