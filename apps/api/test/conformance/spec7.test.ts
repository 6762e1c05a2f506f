import { afterAll, describe, expect, it } from 'vitest';
import { adCalls } from './adCalls.ts';
import { adminCalls } from './adminCalls.ts';
import { authCalls } from './authCalls.ts';
import { documentedFields, documentedStatuses, envelopeProblems, readOpenApi, short } from './envelope.ts';
import { valueAt } from './fields.ts';
import { methodOf, pathOf, type Row } from './row.ts';
import { walletCalls } from './walletCalls.ts';
import { fillPath, startWorld } from './world.ts';

/**
 * PRODUCT.md §7 walked row by row, as a client written from PRODUCT.md would call the API: each call with the path
 * spelled as PRODUCT.md spells it and the body or query it names must answer 200 with every response field PRODUCT.md
 * names, and one failure of it must answer in the §3 envelope. Rows whose route is not built yet are PENDING
 * (named in the test list and the summary); once the route exists the row is walked like the others.
 * How to read the output: docs/API.md 'Conformance with PRODUCT.md §7'.
 */

const rows: Row[] = [...authCalls, ...adCalls, ...walletCalls, ...adminCalls];

// Built while the file is collected: whether a row is PENDING decides its test's name.
const world = await startWorld();
afterAll(async () => {
  await world.close();
});

/** The app's route table has this method and path (case and trailing slash as the router matches them). */
function routeExists(method: string, path: string): boolean {
  const placeholders = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, '1']));
  return world.app.findRoute({ method, url: fillPath(path, placeholders) }) !== null;
}

const nameOf = (row: Row) => `${row.call}${row.variant ? ` (${row.variant})` : ''}`;
/** Each row's outcome for the closing summary: ok, FAILED, or PENDING with the work that will build it. */
const results = new Map<string, { outcome: 'ok' | 'FAILED' | 'PENDING'; note?: string }>();

const openApi = await readOpenApi(world.app);

it('tells an existing call from a missing one (the PENDING check relies on it)', () => {
  expect(routeExists('GET', '/api/auth/myProfile')).toBe(true);
  expect(routeExists('GET', '/api/auth/MYPROFILE/')).toBe(true);
  expect(routeExists('GET', '/api/posts/single/{id}')).toBe(true);
  expect(routeExists('GET', '/api/conformance/no-such-call')).toBe(false);
  expect(routeExists('POST', '/api/categories/get')).toBe(false);
});

for (const row of rows) {
  const method = methodOf(row);
  const path = pathOf(row);
  const name = nameOf(row);
  const labels = row.answers.map((check) => check.label).join(', ') || 'the envelope (fields not shown)';

  if (row.pendingOn && !routeExists(method, path)) {
    it(`PENDING ${name}: not built yet (${row.pendingOn}); will check ${labels}`, () => {
      results.set(name, { outcome: 'PENDING', note: `not built yet: ${row.pendingOn}` });
      console.log(`PENDING  ${name}  (${row.pendingOn}): no route yet; will check ${labels}`);
      expect(routeExists(method, path)).toBe(false);
    });
    continue;
  }

  // Generous: a row may first sign up, send a code and read it back, on a shared and slow machine.
  describe(name, { timeout: 60_000 }, () => {
    it(`answers ${labels} to ${row.sends}`, async () => {
      results.set(name, { outcome: 'FAILED' });
      expect(routeExists(method, path), `PRODUCT.md §7 names ${row.call}; the API has no such route`).toBe(true);
      const answer = await world.send(method, path, await row.request(world));
      expect(answer.status, `${row.call} answered ${short(answer.body)}`).toBe(200);
      expect(envelopeProblems(answer, true), short(answer.body)).toEqual([]);
      const missing = row.answers.flatMap((check) => {
        const problem = check.problem(valueAt(answer.body, check.field));
        return problem === null ? [] : [`${check.label}: ${problem}`];
      });
      expect(missing, `fields PRODUCT.md §7 names for ${row.call}; the answer: ${short(answer.body)}`).toEqual([]);
      // A row that was PENDING and now passes: its mark is stale.
      results.set(name, row.pendingOn ? { outcome: 'ok', note: 'built: remove its pendingOn' } : { outcome: 'ok' });
    });

    it('is documented in OpenAPI with the fields it answers', () => {
      const named = [
        'succeeded',
        'data',
        'messages',
        'errors',
        ...row.answers.map((check) => check.field.split('.')[0]),
      ];
      const documented = documentedFields(openApi, method, path);
      expect(documented, `${row.call} is not in /api/docs/json`).toBeDefined();
      expect(documented).toEqual(expect.arrayContaining([...new Set(named)]));
    });

    it(`fails in the envelope: ${row.failure.why} → ${row.failure.status}`, async () => {
      const send = row.failure.brokenDatabase ? world.sendWithBrokenDatabase : world.send;
      const answer = await send(method, path, await row.failure.request(world));
      expect(answer.status, `${row.call} (${row.failure.why}) answered ${short(answer.body)}`).toBe(row.failure.status);
      expect(envelopeProblems(answer, false), short(answer.body)).toEqual([]);
      // A client reading the OpenAPI document learns this failure can happen (a server failure is always possible).
      if (!row.failure.brokenDatabase) {
        expect(documentedStatuses(openApi, method, path)).toContain(String(row.failure.status));
      }
    });
  });
}

it('prints the walk: every row of PRODUCT.md §7 and whether it conforms or is PENDING', () => {
  const lines = rows.map((row) => {
    const result = results.get(nameOf(row));
    return `  ${(result?.outcome ?? 'not run').padEnd(8)} ${nameOf(row)}${result?.note ? `  (${result.note})` : ''}`;
  });
  const count = (outcome: string) => [...results.values()].filter((result) => result.outcome === outcome).length;
  const [conforming, pending] = [count('ok'), count('PENDING')];
  console.log(
    `PRODUCT.md §7 conformance: ${rows.length} calls, ${conforming} conform, ${pending} PENDING` +
      ` (not built yet; they switch on when their routes exist)\n${lines.join('\n')}`,
  );
  expect(results.size).toBe(rows.length);
});
