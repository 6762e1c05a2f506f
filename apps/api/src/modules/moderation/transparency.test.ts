import { appealStates, decisionKinds, moderationRuleIds, type TransparencyReport } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, reportedAd, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { sessionCookie } from '../../../test/factories.ts';
import { appealStateValues, decisionKindValues, postReports, ruleIdValues } from '../../db/schema/index.ts';
import { transparencyCsv } from './transparency.service.ts';

// The dashboard's transparency counts per period, and the same as CSV. A database of its own, so the
// counts are exactly this file's.
let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
});

const HOUR_MS = 3_600_000;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });
const report = async (query: string) => {
  const { status, body } = await call(app, 'GET', `/api/moderation/transparency${query}`, staff.cookies.moderator);
  expect(status).toBe(200);
  return body.data as TransparencyReport;
};
const countFor = (data: TransparencyReport, id: string) => data.counts.find((item) => item.id === id)?.value;

describe('transparency counts', () => {
  it('the schema’s value lists are the contract’s', () => {
    expect([...decisionKindValues]).toEqual([...decisionKinds]);
    expect([...ruleIdValues]).toEqual([...moderationRuleIds]);
    expect([...appealStateValues]).toEqual([...appealStates]);
  });

  it('counts reports, decisions by kind and automatic or not, appeals by outcome, and median hours', async () => {
    // Two reports: one handled by blocking 4 hours after it came, one dismissed 2 hours after: median 3 hours.
    const first = await reportedAd(app);
    const second = await reportedAd(app);
    await app.db
      .update(postReports)
      .set({ createdAt: new Date(Date.now() - 4 * HOUR_MS) })
      .where(sql`id = ${first.report.id}`);
    await app.db
      .update(postReports)
      .set({ createdAt: new Date(Date.now() - 2 * HOUR_MS) })
      .where(sql`id = ${second.report.id}`);
    await reportedAd(app); // still open
    await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.moderator, {
      reportId: first.report.id,
      outcome: 'blockPost',
    });
    await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.moderator, {
      reportId: second.report.id,
      outcome: 'dismiss',
    });
    await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
      targetUserId: second.seller.id,
      isBlocked: true,
      reason: 'Pakartotiniai pažeidimai',
    });
    const [decision] = (await call(app, 'GET', '/api/moderation/myDecisions', await sessionCookie(app, first.seller)))
      .body.data;
    const sent = await call(app, 'POST', '/api/moderation/appeal', await sessionCookie(app, first.seller), {
      decisionId: decision.id,
      text: 'Skelbimas teisingas, prašau peržiūrėti.',
    });
    await call(app, 'POST', '/api/moderation/decideAppeal', staff.cookies.admin, {
      appealId: sent.body.data.id,
      outcome: 'reversed',
      text: 'Sprendimas atšauktas.',
    });

    // The whole database is this file's: a wide period counts exactly what happened above, at any hour.
    const data = await report('?from=2000-01-01&to=2100-12-31');
    expect(data).toMatchObject({ from: '2000-01-01', to: '2100-12-31' });
    expect(countFor(data, 'reports.received')).toBe(3);
    expect(countFor(data, 'reports.handled')).toBe(2);
    expect(countFor(data, 'reports.medianHours')).toBeCloseTo(3, 0);
    expect(countFor(data, 'decisions.ad_block.manual')).toBe(1);
    expect(countFor(data, 'decisions.account_block.manual')).toBe(1);
    expect(countFor(data, 'decisions.ad_hold.automatic')).toBe(0);
    expect(countFor(data, 'decisions.manual')).toBe(2);
    expect(countFor(data, 'decisions.automatic')).toBe(0);
    expect(countFor(data, 'appeals.received')).toBe(1);
    expect(countFor(data, 'appeals.reversed')).toBe(1);
    expect(countFor(data, 'appeals.upheld')).toBe(0);
    expect(countFor(data, 'appeals.medianHours')).toBe(0);
    for (const item of data.counts) expect(item.label).toMatch(/\p{L}/u);

    // A period before everything: zeros, and no median.
    const empty = await report('?from=2020-01-01&to=2020-12-31');
    expect(countFor(empty, 'reports.received')).toBe(0);
    expect(countFor(empty, 'reports.medianHours')).toBeNull();
    // Without dates: this year so far.
    expect(await report('')).toMatchObject({ from: `${today().slice(0, 4)}-01-01`, to: today() });
    const backwards = await call(
      app,
      'GET',
      '/api/moderation/transparency?from=2026-02-01&to=2026-01-01',
      staff.cookies.moderator,
    );
    expect(backwards.status).toBe(400);
  });

  it('CSV: the same rows with a header, UTF-8 with a BOM; moderators only', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/moderation/transparency.csv?from=${today()}&to=${today()}`,
      // What a browser's download sends.
      headers: { cookie: staff.cookies.moderator ?? '', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="skaidrumo-ataskaita-');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('rodiklis,pavadinimas,nuo,iki,reikšmė');
    const data = await report(`?from=${today()}&to=${today()}`);
    expect(lines).toHaveLength(data.counts.length + 1);
    expect(lines[1]).toBe(
      `reports.received,Gauti pranešimai apie skelbimus,${today()},${today()},${countFor(data, 'reports.received')}`,
    );

    // A browser's download link is a navigation: CSV whatever its Accept says.
    const navigation = await app.inject({
      method: 'GET',
      url: `/api/moderation/transparency.csv?from=${today()}&to=${today()}`,
      headers: { cookie: staff.cookies.moderator ?? '', 'sec-fetch-mode': 'navigate' },
    });
    expect(navigation.headers['content-type']).toBe('text/csv; charset=utf-8');

    // Without an Accept header (or asking for JSON only) the same counts come in the portal's envelope.
    for (const accept of [undefined, 'application/json', 'text/csv;q=0']) {
      const json = await app.inject({
        method: 'GET',
        url: `/api/moderation/transparency.csv?from=${today()}&to=${today()}`,
        headers: { cookie: staff.cookies.moderator ?? '', ...(accept ? { accept } : {}) },
      });
      expect(json.headers['content-type'], String(accept)).toContain('application/json');
      expect(json.json().data).toEqual(data);
    }

    for (const caller of ['guest', 'user'] as const) {
      const refused = await app.inject({
        method: 'GET',
        url: '/api/moderation/transparency.csv',
        headers: staff.cookies[caller] ? { cookie: staff.cookies[caller] } : {},
      });
      expect(refused.statusCode).toBe(caller === 'guest' ? 401 : 403);
    }
  });

  it('CSV quotes a field with a comma or a quote', () => {
    const csv = transparencyCsv({
      from: '2026-01-01',
      to: '2026-12-31',
      counts: [{ id: 'a', label: 'x, "y"', value: null }],
    });
    expect(csv).toBe('\uFEFFrodiklis,pavadinimas,nuo,iki,reikšmė\r\na,"x, ""y""",2026-01-01,2026-12-31,\r\n');
  });
});
