import type { FieldCheck } from './fields.ts';
import type { Account, CallRequest, World } from './world.ts';

/** One call of PRODUCT.md §7 (a table row naming several calls is one Row per call). */
export interface Row {
  /** Method and path exactly as PRODUCT.md §7 spells them (case, trailing slash, {placeholders}). */
  call: string;
  /** When one call is walked more than once (the list's non-paged and paged forms): which form. */
  variant?: string;
  /** What PRODUCT.md's Body / query column names; the request sends exactly these. */
  sends: string;
  /** The response fields PRODUCT.md names; [] where it says 'not shown' (the envelope is checked always). */
  answers: FieldCheck[];
  /** The request that succeeds; it may first set up what the call needs (a code sent, a balance, a report). */
  request(world: World): Promise<CallRequest>;
  /** One way the call fails, and the status it must fail with, in the PRODUCT.md §3 envelope. */
  failure: Failure;
  /**
   * While the call's route does not exist: the work that will build it. Such a row is reported as PENDING; once the
   * route exists it is walked like any other, so a missing field fails it.
   */
  pendingOn?: string;
}

export interface Failure {
  why: string;
  status: number;
  request(world: World): Promise<CallRequest>;
  /** Send to the app whose database is gone (a public call that takes no input cannot fail otherwise). */
  brokenDatabase?: boolean;
}

export const [methodOf, pathOf] = [
  (row: Pick<Row, 'call'>) => row.call.split(' ')[0] as string,
  (row: Pick<Row, 'call'>) => row.call.split(' ')[1] as string,
];

/** The failure of a public call that takes no input: the database is unreachable, the answer is a 500 envelope. */
export const databaseDown: Failure = {
  why: 'the database is gone',
  status: 500,
  brokenDatabase: true,
  request: async () => ({}),
};

/** The failure of a signed-in-only call: signed out, 401. */
export const signedOut = (request: (world: World) => Promise<CallRequest> = async () => ({})): Failure => ({
  why: 'signed out',
  status: 401,
  request,
});

/** A POST of the set-up (asking for a code before the row confirms it), as `as` or signed out. */
export const post = (world: World, path: string, as?: Account, body?: unknown) =>
  world.send('POST', path, { ...(as ? { as } : {}), ...(body === undefined ? {} : { body }) });
