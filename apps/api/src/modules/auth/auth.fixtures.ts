import type { Envelope, User } from '@skelbimai/contract';
import { bodyOf } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { DEVICE_COOKIE } from '../../http/deviceCookie.ts';
import { SESSION_COOKIE } from '../../http/session.ts';

/** Test support for the password sign-in and profile routes (auth.*.test.ts). */

let ipCounter = 0;
/** A client address of its own per call, so the per-IP limits of one test never reach another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface CallOptions {
  /** A Cookie header ('sid=…'). */
  cookie?: string | undefined;
  /** The client's address; a fresh one unless given. */
  ip?: string;
}

export function call(
  app: App,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  options: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export const post = (app: App, url: string, payload: Record<string, unknown> = {}, options?: CallOptions) =>
  call(app, 'POST', url, payload, options);

type Response = Awaited<ReturnType<App['inject']>>;

/** The session cookie the response set, or undefined. */
export function sessionCookieOf(response: Response) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/**
 * The response's Set-Cookie headers but the long-lived device cookie's (DECISIONS #100): what the browser keeps
 * for the session, which must end with the browser session unless remembered.
 */
export function sessionSetCookies(response: Response): string {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .filter((header) => !String(header).startsWith(`${DEVICE_COOKIE}=`))
    .join(', ');
}

/** The Cookie header to send back the session the response set. */
export function cookieHeaderOf(response: Response): string {
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in the response (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export const userOf = (response: Response) => bodyOf<Envelope<User>>(response).data as User;

export function signIn(app: App, emailOrPhone: string, password: string, rememberMe = false, ip?: string) {
  return post(app, '/api/auth/login', { emailOrPhone, password, rememberMe }, ip ? { ip } : {});
}

export const myProfile = (app: App, cookie?: string) => call(app, 'GET', '/api/auth/myProfile', undefined, { cookie });
