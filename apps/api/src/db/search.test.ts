import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { queryRows } from './client.ts';

/** The 'lt' text search configuration and helpers of migration 0000, on PGlite and on PostgreSQL alike. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function one<T extends Record<string, unknown>>(query: SQL): Promise<T> {
  const [row] = await queryRows<T>(app.db, query);
  if (!row) throw new Error('no row');
  return row;
}

describe("the 'lt' search configuration", () => {
  it('ignores diacritics and case and matches word forms', async () => {
    const row = await one<Record<string, boolean>>(sql`select
      to_tsvector('lt', 'Šiauliuose') @@ to_tsquery('lt', 'siauliai') as town,
      to_tsvector('lt', 'Parduodu automobilį') @@ plainto_tsquery('lt', 'automobilis') as accusative,
      to_tsvector('lt', 'Naudoti Automobiliai') @@ plainto_tsquery('lt', 'automobilis') as plural,
      to_tsvector('lt', 'Žemės ūkio technika') @@ plainto_tsquery('lt', 'zemes ukio') as farm,
      to_tsvector('lt', 'Dviratis') @@ plainto_tsquery('lt', 'automobilis') as unrelated`);
    expect(row).toEqual({ town: true, accusative: true, plural: true, farm: true, unrelated: false });
  });

  it('offers IMMUTABLE helpers, usable in a stored generated column', async () => {
    const volatility = await one<{ tsvector: string; unaccent: string }>(sql`select
      (select provolatile from pg_proc where proname = 'lt_tsvector') as tsvector,
      (select provolatile from pg_proc where proname = 'lt_unaccent') as unaccent`);
    expect(volatility).toEqual({ tsvector: 'i', unaccent: 'i' });

    await app.db.execute(sql`create temporary table search_probe (
      title text, description text,
      search tsvector generated always as (setweight(lt_tsvector(title), 'A') || setweight(lt_tsvector(description), 'B')) stored)`);
    await app.db.execute(sql`insert into search_probe (title, description) values ('Kėdainių butas', null)`);
    const found = await one<{ count: number }>(
      sql`select count(*)::int as count from search_probe where search @@ websearch_to_tsquery('lt', 'kedainiu')`,
    );
    expect(found.count).toBe(1);
    await app.db.execute(sql`drop table search_probe`);
  });

  it('removes accents for trigram typo tolerance', async () => {
    const row = await one<{ plain: string; close: boolean }>(sql`select
      lt_unaccent('Žemės ūkio ąčęėįšųūž') as plain,
      similarity(lower(lt_unaccent('Automobilis')), 'automobilsi') > 0.3 as close`);
    expect(row).toEqual({ plain: 'Zemes ukio aceeisuuz', close: true });
  });
});
