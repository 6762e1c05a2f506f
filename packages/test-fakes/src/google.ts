import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { closeServer, startJsonServer } from './http.ts';

export interface GoogleTokenClaims {
  /** Google's account id; a new one is made up when omitted. */
  sub?: string;
  email?: string;
  /** Whether Google has verified the address (default true when an e-mail is given). */
  emailVerified?: boolean;
  /** The OAuth client the token was issued to (default: the fake's clientId). */
  aud?: string;
  /** The authorised party; defaults to aud. */
  azp?: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  /** Profile picture URL; null for an account without one. Default: a made-up https URL. */
  picture?: string | null;
  /** Seconds until it expires (default 3599). 0 or less: already expired, Google answers invalid_token. */
  expiresIn?: number;
}

export interface GoogleFake {
  port: number;
  /** GOOGLE_API_BASE_URL for the API. */
  url: string;
  /** The default audience of issued tokens (use it as GOOGLE_CLIENT_ID). */
  clientId: string;
  /** Registers an access token as Google would issue it after the user's consent; returns the token. */
  issueToken(claims?: GoogleTokenClaims): string;
  /** Revokes a token: from now on Google answers it as unknown. */
  revokeToken(token: string): void;
  /** Every request received (method, path, query, authorization header), for assertions. */
  requests: { method: string; path: string; query: URLSearchParams; authorization: string | undefined }[];
  close(): Promise<void>;
}

interface IssuedToken {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  aud: string;
  azp: string;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  picture: string | null;
  expiresAt: number;
}

/**
 * Google's token endpoints as the API calls them (OAuth 2 token model of Google Identity Services):
 * - GET or POST /oauth2/v3/tokeninfo?access_token=…: 200 with the token's claims, numbers and booleans as
 *   strings as Google sends them ({azp, aud, sub, scope, exp, expires_in, email, email_verified,
 *   access_type}); 400 {error: 'invalid_token', error_description: 'Invalid Value'} for an unknown, revoked
 *   or expired token, and 400 {error: 'invalid_request', …} without one.
 * - GET /oauth2/v3/userinfo with `Authorization: Bearer …` (or ?access_token=): 200 {sub, name, given_name,
 *   family_name, picture, email, email_verified}; 401 {error: 'invalid_request', error_description:
 *   'Invalid Credentials'} otherwise.
 * - POST /fake/tokens with the JSON claims: 201 {accessToken}, so another process (e2e) can issue tokens.
 */
export async function startGoogleFake(options: { port?: number; clientId: string }): Promise<GoogleFake> {
  const tokens = new Map<string, IssuedToken>();
  const requests: GoogleFake['requests'] = [];
  let counter = 0;

  const issueToken = (claims: GoogleTokenClaims = {}): string => {
    counter += 1;
    const sub = claims.sub ?? `1${Date.now()}${String(counter).padStart(6, '0')}`;
    const aud = claims.aud ?? options.clientId;
    const token = `ya29.${randomBytes(24).toString('base64url')}`;
    tokens.set(token, {
      sub,
      email: claims.email,
      emailVerified: claims.emailVerified ?? true,
      aud,
      azp: claims.azp ?? aud,
      name: claims.name,
      givenName: claims.givenName,
      familyName: claims.familyName,
      picture: claims.picture === undefined ? `https://lh3.googleusercontent.com/a/fake-${sub}=s96-c` : claims.picture,
      expiresAt: Date.now() + (claims.expiresIn ?? 3599) * 1000,
    });
    return token;
  };

  const live = (token: string | null | undefined): IssuedToken | undefined => {
    const found = token ? tokens.get(token) : undefined;
    return found && found.expiresAt > Date.now() ? found : undefined;
  };

  const tokenInfo = (token: string | null) => {
    if (!token) return { status: 400, json: { error: 'invalid_request', error_description: 'Missing access_token' } };
    const found = live(token);
    if (!found) return { status: 400, json: { error: 'invalid_token', error_description: 'Invalid Value' } };
    const scopes = ['openid', 'https://www.googleapis.com/auth/userinfo.profile'];
    if (found.email) scopes.push('https://www.googleapis.com/auth/userinfo.email');
    return {
      status: 200,
      json: {
        azp: found.azp,
        aud: found.aud,
        sub: found.sub,
        scope: scopes.join(' '),
        exp: String(Math.floor(found.expiresAt / 1000)),
        expires_in: String(Math.max(0, Math.floor((found.expiresAt - Date.now()) / 1000))),
        ...(found.email ? { email: found.email, email_verified: String(found.emailVerified) } : {}),
        access_type: 'online',
      },
    };
  };

  const userInfo = (request: IncomingMessage, url: URL) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const found = live(bearer ?? url.searchParams.get('access_token'));
    if (!found) return { status: 401, json: { error: 'invalid_request', error_description: 'Invalid Credentials' } };
    const json: Record<string, unknown> = { sub: found.sub };
    if (found.name) json.name = found.name;
    if (found.givenName) json.given_name = found.givenName;
    if (found.familyName) json.family_name = found.familyName;
    if (found.picture) json.picture = found.picture;
    if (found.email) {
      json.email = found.email;
      json.email_verified = found.emailVerified;
    }
    return { status: 200, json };
  };

  const { server, port } = await startJsonServer(options.port ?? 0, (request, body, url) => {
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
    });
    if (url.pathname === '/oauth2/v3/tokeninfo' && (request.method === 'GET' || request.method === 'POST')) {
      const form = request.method === 'POST' ? new URLSearchParams(body) : undefined;
      return tokenInfo(url.searchParams.get('access_token') ?? form?.get('access_token') ?? null);
    }
    if (url.pathname === '/oauth2/v3/userinfo' && request.method === 'GET') return userInfo(request, url);
    if (url.pathname === '/fake/tokens' && request.method === 'POST') {
      try {
        return { status: 201, json: { accessToken: issueToken(body ? (JSON.parse(body) as GoogleTokenClaims) : {}) } };
      } catch {
        return { status: 400, json: { error: 'invalid JSON' } };
      }
    }
    return { status: 404, json: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } } };
  });

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    clientId: options.clientId,
    issueToken,
    revokeToken: (token) => {
      tokens.delete(token);
    },
    requests,
    close: () => closeServer(server),
  };
}
