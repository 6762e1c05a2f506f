import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../buildTestApp.ts';
import { type FuzzReport, fuzz } from './fuzzer.ts';
import { freshSeed } from './random.ts';

/**
 * The fuzz suite (docs/decisions/0016): every route of the OpenAPI document, hostile requests as a guest, a user and an
 * administrator. Fails on any 5xx, any /api answer that is not the envelope, any write by a refused request,
 * any answer whose status the OpenAPI document does not list for the route or whose body breaks its schema.
 * Then every text field of every route gets each search-looking string of HOSTILE_SEARCH_TEXT.
 * A fixed seed every run (FUZZ_REQUESTS, default 10,000) and a fresh one (printed) for more ground;
 * FUZZ_SEED=<n> replays one seed alone; FUZZ_TIMINGS=1 prints the routes that took longest.
 */
const FIXED_SEED = 20_261_123;
const requests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const replaySeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const freshRequests = Number(process.env.FUZZ_FRESH_REQUESTS ?? 2_000);

function describeFailures(report: FuzzReport): string {
  return report.failures
    .map(
      (failure) =>
        `#${failure.index} as ${failure.role}: ${failure.reason} (${failure.status})\n` +
        `  ${failure.request.method} ${failure.request.url}\n` +
        `  headers ${JSON.stringify(failure.request.headers)}\n` +
        (failure.request.payload === undefined ? '' : `  payload ${failure.request.payload.slice(0, 300)}\n`) +
        `  answer ${failure.body}`,
    )
    .join('\n');
}

function expectClean(report: FuzzReport) {
  console.log(
    `fuzz: seed ${report.seed} (replay: FUZZ_SEED=${report.seed} FUZZ_REQUESTS=${report.requests}), ` +
      `${report.routes} routes, ${report.swept} search-text sweep requests, statuses ${JSON.stringify(report.statuses)}`,
  );
  if (process.env.FUZZ_TIMINGS) {
    const slowest = Object.entries(report.timings)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12);
    console.log(slowest.map(([route, ms]) => `${Math.round(ms)} ms ${route}`).join('\n'));
  }
  expect(report.failures, describeFailures(report)).toEqual([]);
}

const seeds: [string, number, number][] = replaySeed
  ? [['the replayed seed', replaySeed, requests]]
  : [
      ['the fixed seed', FIXED_SEED, requests],
      ['a fresh seed', freshSeed(), freshRequests],
    ];

describe.each(seeds)('fuzzing every route with %s', (_name, seed, count) => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`${count} hostile requests: no 5xx, always the envelope, no writes by refused requests, as documented`, {
    timeout: 900_000,
  }, async () => {
    expectClean(await fuzz(app, { seed, requests: count }));
  });
});

/**
 * The search-text sweep, once a run with the fixed or replayed seed: it is the same each time. Its
 * own test and its own time budget: ~3,800 requests that mostly reach the services.
 */
describe('search-looking text in every text field of every route', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('no 5xx, always the envelope, no writes by refused requests, as documented', { timeout: 900_000 }, async () => {
    expectClean(await fuzz(app, { seed: replaySeed ?? FIXED_SEED, requests: 0, searchTextSweep: true }));
  });
});
