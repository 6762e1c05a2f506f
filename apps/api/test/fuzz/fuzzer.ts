import { ADMIN_ROLE } from '@skelbimai/contract';
import type { App } from '../../src/app.ts';
import { categories } from '../../src/db/schema/index.ts';
import { createPost, createUser, sessionCookie } from '../factories.ts';
import { DocumentedAnswers } from './documentedAnswers.ts';
import { HOSTILE_SEARCH_TEXT } from './nastyValues.ts';
import { type Operation, operationsOf } from './openapiRoutes.ts';
import { Random } from './random.ts';
import { buildRequest, type FuzzRequest, requestWithText, textFieldsOf } from './requests.ts';
import type { Hints } from './values.ts';
import { installWriteCounter, writeCount } from './writeCounter.ts';

/**
 * Every answer is also held to the OpenAPI document (documentedAnswers.ts): a listed status, a body that
 * matches its schema.
 *
 * /api paths that do not answer with the envelope, on purpose. Payment providers' callbacks answer what the
 * provider's protocol wants ('OK'); the OpenAPI reference is not in its own document. Still fuzzed for 5xx
 * and for writes by refused requests.
 */
export const NOT_ENVELOPE: RegExp[] = [/^\/api\/payments\/callbacks\//i, /^\/api\/docs(\/|$)/i];

const ROLES = ['guest', 'user', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Fresh people every so often: a fuzzed request may sign its own session out, or delete the user's ad. */
const RESEED_EVERY = 400;
/** Stop collecting after this many: one cause usually fails many requests. */
const MAX_FAILURES = 25;

export interface Failure {
  index: number;
  role: Role;
  request: FuzzRequest;
  status: number;
  reason: string;
  body: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  failures: Failure[];
  /** How many answers had each status: shows the fuzz got past validation too. */
  statuses: Record<number, number>;
  routes: number;
  /** Requests of the search-text sweep, after the `requests` random ones. */
  swept: number;
  /** Milliseconds spent per route, to see where a slow run goes. */
  timings: Record<string, number>;
}

export interface FuzzOptions {
  seed: number;
  requests: number;
  /** Only the operations this keeps (the harness's own tests aim it at one route). */
  only?: (operation: Operation) => boolean;
  /** Then each text field of each route with each of HOSTILE_SEARCH_TEXT's strings. */
  searchTextSweep?: boolean;
}

/** Fires `requests` generated requests at every route of the app's OpenAPI document and judges each answer. */
export async function fuzz(
  app: App,
  { seed, requests, only, searchTextSweep = false }: FuzzOptions,
): Promise<FuzzReport> {
  await app.ready();
  const document = app.swagger();
  const operations = operationsOf(document).filter(only ?? (() => true));
  const documented = new DocumentedAnswers(document);
  if (operations.length === 0) throw new Error('the OpenAPI document has no routes to fuzz');
  await installWriteCounter(app);
  const random = new Random(seed);
  const report: FuzzReport = {
    seed,
    requests,
    failures: [],
    statuses: {},
    routes: operations.length,
    swept: 0,
    timings: {},
  };
  let people = await seedPeople(app);
  let written = await writeCount(app);

  let index = 0;
  const send = async (operation: Operation, role: Role, request: FuzzRequest) => {
    const cookie = people.cookies[role];
    if (cookie) request.headers.cookie = cookie;
    const started = performance.now();
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const nowWritten = await writeCount(app);
    const key = `${operation.method} ${operation.path}`;
    report.timings[key] = (report.timings[key] ?? 0) + performance.now() - started;
    report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
    const reason =
      judge(operation, response, nowWritten - written) ??
      documented.check(operation, request.url, response.statusCode, contentTypeOf(response.headers), response.body);
    if (reason)
      report.failures.push({
        index,
        role,
        request,
        status: response.statusCode,
        reason,
        body: response.body.slice(0, 300),
      });
    written = nowWritten;
    index++;
  };

  for (let count = 0; count < requests && report.failures.length < MAX_FAILURES; count++) {
    if (count > 0 && count % RESEED_EVERY === 0) {
      people = await seedPeople(app);
      written = await writeCount(app);
    }
    const operation = random.pick(operations);
    await send(operation, random.pick(ROLES), buildRequest(operation, random, people.hints));
  }

  // Every text field of every route gets each search-looking text once, beside the required fields only, as
  // an administrator (whom no route refuses for the role): random requests alone reach a query's parser with
  // such text too rarely to find a parser failure. Fresh people per route: a route may end the session.
  for (const operation of searchTextSweep ? operations : []) {
    const fields = textFieldsOf(operation);
    if (fields.length === 0 || report.failures.length >= MAX_FAILURES) continue;
    people = await seedPeople(app);
    written = await writeCount(app);
    for (const field of fields)
      for (const text of HOSTILE_SEARCH_TEXT)
        await send(operation, 'admin', requestWithText(operation, random, people.hints, field, text));
  }
  report.swept = index - Math.min(index, requests);
  return report;
}

function judge(
  operation: Operation,
  response: { statusCode: number; body: string },
  rowsWritten: number,
): string | null {
  if (response.statusCode >= 500) return 'server error';
  if (response.statusCode >= 400 && rowsWritten !== 0) return `refused, yet ${rowsWritten} row(s) written`;
  if (NOT_ENVELOPE.some((pattern) => pattern.test(operation.path))) return null;
  return isEnvelope(response.body) ? null : 'not the envelope';
}

function contentTypeOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['content-type'];
  return typeof value === 'string' ? value : undefined;
}

function isEnvelope(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null) return false;
  const { succeeded, data, messages, errors } = body as Record<string, unknown>;
  return (
    typeof succeeded === 'boolean' &&
    data !== undefined &&
    Array.isArray(messages) &&
    messages.every((message) => typeof message === 'string') &&
    Array.isArray(errors)
  );
}

/** A guest (no cookie), an ordinary user with an ad, and an administrator; and real values to aim at. */
async function seedPeople(app: App): Promise<{ cookies: Record<Role, string | undefined>; hints: Hints }> {
  const user = await createUser(app, { password: null, fullName: 'Fuzz Vartotojas' });
  const admin = await createUser(app, { password: null, fullName: 'Fuzz Administratorius', authRole: ADMIN_ROLE });
  const post = await createPost(app, user, { priceCents: 1_000 });
  const categoryRows = await app.db.select({ id: categories.id, logicalName: categories.logicalName }).from(categories);
  return {
    cookies: { guest: undefined, user: await sessionCookie(app, user), admin: await sessionCookie(app, admin) },
    hints: {
      ids: [post.id, 1, 2, ...categoryRows.slice(0, 10).map((row) => row.id)],
      userIds: [user.id, admin.id],
      words: [...categoryRows.slice(0, 10).map((row) => row.logicalName), 'dviratis', 'Jonas Jonaitis', 'AB', '12345'],
    },
  };
}
