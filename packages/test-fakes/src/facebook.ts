import { createHmac, randomBytes } from 'node:crypto';
import { closeServer, startJsonServer } from './http.ts';

export interface FacebookTokenClaims {
  /** The app-scoped user id; a new one is made up when omitted. */
  id?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  /** Returned by /me only when given (Facebook returns only confirmed addresses). */
  email?: string;
  /** Profile picture URL; null: the grey silhouette. Default: a made-up https URL. */
  picture?: string | null;
  /** The app the token was issued to (default: the fake's appId). */
  appId?: string;
  /** Seconds until it expires (default 5400). 0 or less: expired. */
  expiresIn?: number;
  /** Granted permissions (default public_profile and email). */
  scopes?: string[];
}

export interface FacebookFake {
  port: number;
  /** FACEBOOK_GRAPH_URL for the API (…/v20.0). */
  url: string;
  appId: string;
  appSecret: string;
  /** Registers a user access token as Facebook Login would issue it; returns the token. */
  issueToken(claims?: FacebookTokenClaims): string;
  /** Invalidates a token (the user logged out or removed the app): debug_token then says is_valid false. */
  invalidateToken(token: string): void;
  requests: { method: string; path: string; query: URLSearchParams }[];
  close(): Promise<void>;
}

interface IssuedToken {
  id: string;
  name: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  email: string | undefined;
  picture: string | null;
  appId: string;
  issuedAt: number;
  expiresAt: number;
  scopes: string[];
  invalidated: boolean;
}

const oauthError = (message: string, code = 190, type = 'OAuthException', extra: Record<string, unknown> = {}) => ({
  status: 400,
  json: { error: { message, type, code, ...extra, fbtrace_id: `A${randomBytes(8).toString('hex')}` } },
});

/** The Graph API fields /me knows; anything else is Facebook's (#100) nonexisting field error. */
const knownFields = new Set(['id', 'name', 'first_name', 'last_name', 'email', 'picture']);

/**
 * The Graph API (v20.0) calls the API makes to check a Facebook Login token:
 * - GET /v20.0/debug_token?input_token=…&access_token={appId}|{appSecret}: 200 {data: {app_id, type, application,
 *   data_access_expires_at, expires_at, is_valid, issued_at, scopes, user_id}} for an issued token (of whichever
 *   app); 200 {data: {error: {code: 190, message}, is_valid: false, scopes: []}} for an unknown, expired or
 *   invalidated one; 400 OAuthException 190 when the app access token is wrong, (#100) when a parameter is missing.
 * - GET /v20.0/me?fields=id,name,first_name,last_name,email,picture.type(large)&access_token=…[&appsecret_proof=…]:
 *   the requested fields (picture as {data: {height, width, is_silhouette, url}}; email only when granted);
 *   400 OAuthException 190 for a bad token; 400 GraphMethodException 100 for a wrong appsecret_proof.
 * - POST /fake/tokens with the JSON claims: 201 {accessToken}, for another process (e2e).
 */
export async function startFacebookFake(options: {
  port?: number;
  appId: string;
  appSecret: string;
  version?: string;
}): Promise<FacebookFake> {
  const version = options.version ?? 'v20.0';
  const tokens = new Map<string, IssuedToken>();
  const requests: FacebookFake['requests'] = [];
  let counter = 0;

  const issueToken = (claims: FacebookTokenClaims = {}): string => {
    counter += 1;
    const id = claims.id ?? `10${Date.now()}${String(counter).padStart(4, '0')}`;
    const token = `EAA${randomBytes(30).toString('base64url')}`;
    const now = Date.now();
    tokens.set(token, {
      id,
      name: claims.name,
      firstName: claims.firstName,
      lastName: claims.lastName,
      email: claims.email,
      picture:
        claims.picture === undefined
          ? `https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=${id}&height=200&width=200`
          : claims.picture,
      appId: claims.appId ?? options.appId,
      issuedAt: now,
      expiresAt: now + (claims.expiresIn ?? 5400) * 1000,
      scopes: claims.scopes ?? ['email', 'public_profile'],
      invalidated: false,
    });
    return token;
  };

  const usable = (token: string | null): IssuedToken | undefined => {
    const found = token ? tokens.get(token) : undefined;
    return found && !found.invalidated && found.expiresAt > Date.now() ? found : undefined;
  };

  const debugToken = (url: URL) => {
    const input = url.searchParams.get('input_token');
    const accessToken = url.searchParams.get('access_token');
    if (!accessToken) return oauthError('An access token is required to request this resource.', 104);
    if (accessToken !== `${options.appId}|${options.appSecret}`) {
      return oauthError('Invalid OAuth access token signature.');
    }
    if (!input) return oauthError('(#100) The parameter input_token is required', 100);
    const found = tokens.get(input);
    if (!found) {
      return {
        status: 200,
        json: { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } },
      };
    }
    const data = {
      app_id: found.appId,
      type: 'USER',
      application: found.appId === options.appId ? 'Skelbimai (fake)' : 'Another app',
      data_access_expires_at: Math.floor(found.issuedAt / 1000) + 90 * 24 * 3600,
      expires_at: Math.floor(found.expiresAt / 1000),
      is_valid: usable(input) !== undefined,
      issued_at: Math.floor(found.issuedAt / 1000),
      scopes: found.scopes,
      user_id: found.id,
    };
    if (data.is_valid) return { status: 200, json: { data } };
    const message = found.invalidated
      ? 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.'
      : 'Error validating access token: Session has expired.';
    return {
      status: 200,
      json: { data: { ...data, error: { code: 190, message, subcode: found.invalidated ? 460 : 463 } } },
    };
  };

  const me = (url: URL) => {
    const token = url.searchParams.get('access_token');
    const found = usable(token);
    if (!found) return oauthError('Invalid OAuth access token - Cannot parse access token');
    const proof = url.searchParams.get('appsecret_proof');
    // Only tokens of this app can be checked against its secret (the API never has another app's secret).
    if (proof !== null && found.appId === options.appId) {
      const expected = createHmac('sha256', options.appSecret)
        .update(token ?? '')
        .digest('hex');
      if (proof !== expected)
        return oauthError('Invalid appsecret_proof provided in the API argument', 100, 'GraphMethodException');
    }
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',').map((field) => field.trim());
    const json: Record<string, unknown> = {};
    for (const field of fields) {
      const name = field.replace(/\..*$/, '');
      if (!knownFields.has(name)) {
        return oauthError(`(#100) Tried accessing nonexisting field (${name}) on node type (User)`, 100);
      }
      if (name === 'id') json.id = found.id;
      if (name === 'name' && found.name) json.name = found.name;
      if (name === 'first_name' && found.firstName) json.first_name = found.firstName;
      if (name === 'last_name' && found.lastName) json.last_name = found.lastName;
      if (name === 'email' && found.email && found.scopes.includes('email')) json.email = found.email;
      if (name === 'picture') {
        const size = /type\(large\)/.test(field) ? 200 : 50;
        json.picture = {
          data: {
            height: size,
            width: size,
            is_silhouette: found.picture === null,
            url: found.picture ?? `https://static.xx.fbcdn.net/rsrc.php/silhouette-${size}.png`,
          },
        };
      }
    }
    if (!('id' in json)) json.id = found.id;
    return { status: 200, json };
  };

  const { server, port } = await startJsonServer(options.port ?? 0, (request, body, url) => {
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams });
    if (request.method === 'GET' && url.pathname === `/${version}/debug_token`) return debugToken(url);
    if (request.method === 'GET' && url.pathname === `/${version}/me`) return me(url);
    if (request.method === 'POST' && url.pathname === '/fake/tokens') {
      try {
        return {
          status: 201,
          json: { accessToken: issueToken(body ? (JSON.parse(body) as FacebookTokenClaims) : {}) },
        };
      } catch {
        return { status: 400, json: { error: 'invalid JSON' } };
      }
    }
    return oauthError('Unknown path components', 2500);
  });

  return {
    port,
    url: `http://127.0.0.1:${port}/${version}`,
    appId: options.appId,
    appSecret: options.appSecret,
    issueToken,
    invalidateToken: (token) => {
      const found = tokens.get(token);
      if (found) found.invalidated = true;
    },
    requests,
    close: () => closeServer(server),
  };
}
