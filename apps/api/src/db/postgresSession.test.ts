import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPostgresUrl } from '../../test/faults/localPostgres.ts';
import { type DatabaseConnection, openPostgres } from './client.ts';

// The app's PostgreSQL sessions run without parallel workers or JIT (POSTGRES_SESSION_OPTIONS, DECISIONS #93),
// on every connection of the pool, whatever the server's own defaults.

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openPostgres(localPostgresUrl);
});
afterAll(async () => {
  await connection?.close();
});

describe('PostgreSQL sessions', () => {
  it('have parallel workers and JIT off on each pooled connection', async () => {
    const pool = (connection.db as unknown as { $client: pg.Pool }).$client;
    // Three connections held at once, so the pool opens three.
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      const rows = await Promise.all(
        clients.map(async (client) => {
          const { rows } = await client.query<{ parallel: string; jit: string }>(
            `select current_setting('max_parallel_workers_per_gather') as parallel, current_setting('jit') as jit`,
          );
          return rows[0];
        }),
      );
      expect(rows).toEqual(Array.from({ length: 3 }, () => ({ parallel: '0', jit: 'off' })));
    } finally {
      for (const client of clients) client.release();
    }
  });
});
