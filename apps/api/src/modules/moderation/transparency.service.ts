import {
  type DecisionKind,
  decisionKinds,
  decisionKindTitles,
  type TransparencyCount,
  type TransparencyReport,
  type transparencyQuerySchema,
} from '@skelbimai/contract';
import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { moderationAppeals, moderationDecisions, notices, postReports } from '../../db/schema/index.ts';

/**
 * The transparency report's counts for a period (DSA Art. 15/24): each source adds its own rows, so a
 * new kind of moderation adds one source here and appears on the dashboard and in the CSV alike.
 */

/** The period as moments: [start, end) — the first day's Vilnius midnight to the one after the last day. */
export interface Period {
  start: Date;
  end: Date;
}

type CountSource = (db: Database, period: Period) => Promise<TransparencyCount[]>;

/** The tables the report counts rows of. */
type CountedTable = typeof postReports | typeof notices | typeof moderationAppeals;

const within = (column: AnyPgColumn, period: Period) => and(gte(column, period.start), lt(column, period.end));

/** Median hours from `from` to `to` of the rows matching `where`, one decimal; null when there are none. */
async function medianHours(
  db: Database,
  table: CountedTable,
  from: AnyPgColumn,
  to: AnyPgColumn,
  where: ReturnType<typeof and>,
): Promise<number | null> {
  const [row] = await db
    .select({
      seconds: sql<
        string | number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${to} - ${from})))`,
    })
    .from(table)
    .where(where);
  if (row?.seconds === null || row?.seconds === undefined) return null;
  return Math.round((Number(row.seconds) / 3600) * 10) / 10;
}

async function countOf(db: Database, table: CountedTable, where: ReturnType<typeof and>) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

const reportCounts: CountSource = async (db, period) => {
  const handled = and(within(postReports.resolvedAt, period), ne(postReports.status, 'open'));
  return [
    {
      id: 'reports.received',
      label: 'Gauti pranešimai apie skelbimus',
      value: await countOf(db, postReports, within(postReports.createdAt, period)),
    },
    { id: 'reports.handled', label: 'Išnagrinėti pranešimai', value: await countOf(db, postReports, handled) },
    {
      id: 'reports.medianHours',
      label: 'Pranešimų nagrinėjimo trukmės mediana, val.',
      value: await medianHours(db, postReports, postReports.createdAt, postReports.resolvedAt, handled),
    },
  ];
};

/** Notices about illegal content (DSA Art. 16; modules/notices), beside the users' reports. */
const noticeCounts: CountSource = async (db, period) => {
  const handled = and(within(notices.handledAt, period), eq(notices.state, 'handled'));
  return [
    {
      id: 'notices.received',
      label: 'Gauti pranešimai apie neteisėtą turinį',
      value: await countOf(db, notices, within(notices.createdAt, period)),
    },
    { id: 'notices.handled', label: 'Išnagrinėti pranešimai apie turinį', value: await countOf(db, notices, handled) },
    {
      id: 'notices.medianHours',
      label: 'Pranešimų apie turinį nagrinėjimo trukmės mediana, val.',
      value: await medianHours(db, notices, notices.createdAt, notices.handledAt, handled),
    },
  ];
};

const decisionCounts: CountSource = async (db, period) => {
  const rows = await db
    .select({ kind: moderationDecisions.kind, automatic: moderationDecisions.automatic, value: count() })
    .from(moderationDecisions)
    .where(within(moderationDecisions.createdAt, period))
    .groupBy(moderationDecisions.kind, moderationDecisions.automatic);
  const countFor = (kind: DecisionKind, automatic: boolean) =>
    rows.find((row) => row.kind === kind && row.automatic === automatic)?.value ?? 0;
  const total = (automatic: boolean) => decisionKinds.reduce((sum, kind) => sum + countFor(kind, automatic), 0);
  return [
    ...decisionKinds.flatMap((kind) => [
      {
        id: `decisions.${kind}.manual`,
        label: `${decisionKindTitles[kind]}: moderatoriaus sprendimai`,
        value: countFor(kind, false),
      },
      {
        id: `decisions.${kind}.automatic`,
        label: `${decisionKindTitles[kind]}: automatiniai sprendimai`,
        value: countFor(kind, true),
      },
    ]),
    { id: 'decisions.manual', label: 'Iš viso moderatorių sprendimų', value: total(false) },
    { id: 'decisions.automatic', label: 'Iš viso automatinių sprendimų', value: total(true) },
  ];
};

const appealCounts: CountSource = async (db, period) => {
  const decided = (state: 'upheld' | 'reversed') =>
    and(within(moderationAppeals.decidedAt, period), sql`${moderationAppeals.state} = ${state}`);
  const anyDecided = and(within(moderationAppeals.decidedAt, period), ne(moderationAppeals.state, 'open'));
  return [
    {
      id: 'appeals.received',
      label: 'Gauti skundai dėl sprendimų',
      value: await countOf(db, moderationAppeals, within(moderationAppeals.createdAt, period)),
    },
    {
      id: 'appeals.upheld',
      label: 'Skundai atmesti (sprendimas paliktas)',
      value: await countOf(db, moderationAppeals, decided('upheld')),
    },
    {
      id: 'appeals.reversed',
      label: 'Skundai patenkinti (sprendimas atšauktas)',
      value: await countOf(db, moderationAppeals, decided('reversed')),
    },
    {
      id: 'appeals.medianHours',
      label: 'Skundų nagrinėjimo trukmės mediana, val.',
      value: await medianHours(
        db,
        moderationAppeals,
        moderationAppeals.createdAt,
        moderationAppeals.decidedAt,
        anyDecided,
      ),
    },
  ];
};

/** Every source of the report, in the order shown. */
export const transparencySources: CountSource[] = [reportCounts, noticeCounts, decisionCounts, appealCounts];

/** Today in Vilnius as YYYY-MM-DD. */
const vilniusDate = (moment: Date) => moment.toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });

/** GET /api/moderation/transparency: the period's counts; without dates this year so far (Vilnius days). */
export async function transparencyReport(
  db: Database,
  query: z.output<typeof transparencyQuerySchema>,
  now = new Date(),
): Promise<TransparencyReport> {
  const today = vilniusDate(now);
  const from = query.from ?? `${today.slice(0, 4)}-01-01`;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const rows = await db.execute<{ start: string | Date; end: string | Date }>(
    sql`select ((${from}::date)::timestamp at time zone 'Europe/Vilnius') as start,
      ((${to}::date + 1)::timestamp at time zone 'Europe/Vilnius') as "end"`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { start: string | Date; end: string | Date }[] }).rows;
  const bounds = list[0];
  if (!bounds) throw new Error('period not computed');
  const period = { start: new Date(bounds.start), end: new Date(bounds.end) };
  const counts: TransparencyCount[] = [];
  for (const source of transparencySources) counts.push(...(await source(db, period)));
  return { from, to, counts };
}

const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The same report as CSV (RFC 4180, comma-separated, CRLF): a header row, then one row per count with the
 * period. UTF-8 with a byte-order mark, so Excel shows Lithuanian letters (DECISIONS #135).
 */
export function transparencyCsv(report: TransparencyReport): string {
  const lines = [
    ['rodiklis', 'pavadinimas', 'nuo', 'iki', 'reikšmė'],
    ...report.counts.map((item) => [item.id, item.label, report.from, report.to, item.value]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
