import { ADMIN_ROLE } from '@skelbimai/contract';
import {
  extractCode,
  type FacebookFake,
  type GoogleFake,
  startFacebookFake,
  startGoogleFake,
  startMailSink,
  startTwilioFake,
} from '@skelbimai/test-fakes';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { PostRow, UserRow } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../buildTestApp.ts';
import { createPost, createUser, randomEmail, randomPhone, sessionCookie } from '../factories.ts';
import { multipart, type UploadFile } from '../pictures.ts';

/**
 * The data every PRODUCT.md §7 call needs to succeed: the real app wired to the local fakes of every outside
 * service (SMTP, Twilio, Google, Facebook), a signed-in user with an ad, another seller's ad (one cannot report
 * one's own), an administrator, and helpers that make fresh accounts and read the codes the app sends.
 */

const TWILIO = { accountSid: 'AC-conformance', authToken: 'conformance-token', from: '+37060000001' };
const GOOGLE_CLIENT_ID = 'conformance.apps.googleusercontent.com';
const FACEBOOK = { appId: '4242', appSecret: 'conformance-secret' };

export interface Account {
  row: UserRow;
  /** A Cookie header of a signed-in session. */
  cookie: string;
}

/** One request of a row: `params` fill the {placeholders} of the path as PRODUCT.md spells it. */
export interface CallRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** JSON body. */
  body?: unknown;
  /** A body sent as is (malformed JSON) with Content-Type application/json. */
  rawJson?: string;
  /** multipart/form-data fields (files as UploadFile). */
  form?: Record<string, string | UploadFile>;
  /** Signed in as this account; signed out when absent. */
  as?: Account;
}

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: unknown;
}

export interface World {
  app: App;
  google: GoogleFake;
  facebook: FacebookFake;
  /** The signed-in user of most rows; rows that sign out, change passwords or contacts use freshAccount(). */
  user: Account;
  admin: Account;
  /** The user's own active ad (update, single, favourites). */
  ad: PostRow;
  /** Another seller's active ad (reports). */
  otherAd: PostRow;
  freshAccount(columns?: Parameters<typeof createUser>[1]): Promise<Account>;
  /** A fresh active ad of `owner`. */
  freshAd(owner: Account): Promise<PostRow>;
  /** The code last mailed to this address (recovery, verification, change). */
  mailedCode(email: string): Promise<{ prefix: string; code: string }>;
  /** The code last texted to this E.164 number. */
  textedCode(phone: string): Promise<{ prefix: string; code: string }>;
  /** Sends `request` to `method path` (the path as PRODUCT.md spells it, {placeholders} filled from params). */
  send: Sender;
  /**
   * Sends to a second app whose database has lost its tables: how a public call that takes no input can still
   * fail, and must then fail in the envelope too.
   */
  sendWithBrokenDatabase: Sender;
  close(): Promise<void>;
}

export type Sender = (method: string, path: string, request: CallRequest) => Promise<Answer>;

/** Fills {name} placeholders; a path without them is returned exactly as given. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

let ipCounter = 0;
/** Each request from an address of its own, so no per-IP limit counts one row against another. */
const freshIp = () => {
  ipCounter += 1;
  return `10.16.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

export async function startWorld(): Promise<World> {
  const [sink, twilio, google, facebook] = await Promise.all([
    startMailSink(),
    startTwilioFake({ accountSid: TWILIO.accountSid, authToken: TWILIO.authToken }),
    startGoogleFake({ clientId: GOOGLE_CLIENT_ID }),
    startFacebookFake(FACEBOOK),
  ]);
  const app = await buildTestApp({
    SMTP_URL: sink.url,
    SMS_PROVIDER: 'twilio',
    TWILIO_BASE_URL: twilio.url,
    TWILIO_ACCOUNT_SID: TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO.authToken,
    SMS_FROM: TWILIO.from,
    GOOGLE_CLIENT_ID,
    GOOGLE_API_BASE_URL: google.url,
    FACEBOOK_APP_ID: FACEBOOK.appId,
    FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
    FACEBOOK_GRAPH_URL: facebook.url,
  });
  const broken = await buildTestApp();
  // Started first (it reads its device-cookie key at start), then its database goes away under it.
  await broken.ready();
  await broken.db.execute(sql`drop schema public cascade`);

  const freshAccount = async (columns: Parameters<typeof createUser>[1] = {}): Promise<Account> => {
    const row = await createUser(app, { email: randomEmail(), phoneNumber: randomPhone(), ...columns });
    return { row, cookie: await sessionCookie(app, row) };
  };
  const freshAd = (owner: Account) =>
    createPost(app, owner.row, {
      categoryId: 101,
      title: 'Parduodamas butas centre',
      description: 'Šviesus dviejų kambarių butas',
      priceCents: 5_000_000,
      postType: 'sell',
    });
  const codeOf = (text: string, where: string) => {
    const code = extractCode(text);
    if (!code) throw new Error(`no code in the message to ${where}`);
    return code;
  };

  const user = await freshAccount();
  const seller = await freshAccount();
  const admin = await freshAccount({ authRole: ADMIN_ROLE });
  const [ad, otherAd] = [await freshAd(user), await freshAd(seller)];

  return {
    app,
    google,
    facebook,
    user,
    admin,
    ad,
    otherAd,
    freshAccount,
    freshAd,
    // The outbox sends codes after the answer: send what is due before reading the fakes.
    mailedCode: async (email) => {
      await app.outbox.sendDue();
      return codeOf((await sink.latestTo(email)).text, email);
    },
    textedCode: async (phone) => {
      await app.outbox.sendDue();
      return codeOf((await twilio.latestTo(phone)).body, phone);
    },
    send: senderFor(app),
    sendWithBrokenDatabase: senderFor(broken),
    async close() {
      await Promise.all([app.close(), broken.close(), sink.close(), twilio.close(), google.close(), facebook.close()]);
    },
  };
}

/** Sends requests to `target` as a browser on the portal would (same-origin headers, its own client address). */
function senderFor(target: App): Sender {
  const { protocol, domain } = target.config.site;
  // What a browser on the portal sends with every request (cross-site requests may be refused).
  const browserHeaders = { origin: `${protocol}://${domain}`, 'sec-fetch-site': 'same-origin' };
  return async (method, path, request) => {
    const url = fillPath(path, request.params);
    const headers: Record<string, string> = { ...browserHeaders };
    if (request.as) headers.cookie = request.as.cookie;
    let payload: string | Buffer | undefined;
    if (request.form) {
      const body = await multipart(request.form);
      payload = body.payload;
      Object.assign(headers, body.headers);
    } else if (request.rawJson !== undefined) {
      payload = request.rawJson;
      headers['content-type'] = 'application/json';
    } else if (request.body !== undefined) {
      payload = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    const response = await target.inject({
      method: method as 'GET',
      url,
      ...(request.query ? { query: request.query } : {}),
      headers,
      remoteAddress: freshIp(),
      ...(payload === undefined ? {} : { payload }),
    });
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, contentType: response.headers['content-type']?.toString(), body };
  };
}
