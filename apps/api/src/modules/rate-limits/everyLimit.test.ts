import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, DEFAULT_PASSWORD, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { plainPicture, uploadPicture } from '../../../test/pictures.ts';
import type { App } from '../../app.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import type { RateLimitRule } from './rateLimits.service.ts';
import { registeredRateLimits } from './registry.ts';

/**
 * Every limited route, driven to its 429: each must say how long to wait (Retry-After, whole seconds > 0).
 * The routes come from two lists the code keeps itself: the OpenAPI document (every route that documents a
 * 429) and the registry of limits (every limit by name). A route or a limit without a walk here fails the test.
 */
let app: App;
beforeAll(async () => {
  // The limits counted from rows other than the counters are made small, so a walk reaches them cheaply.
  // Sign-in providers are configured (never reached: the limit refuses first).
  app = await buildTestApp({
    MESSAGE_FIRST_PER_DAY: '1',
    GOOGLE_CLIENT_ID: 'walk',
    GOOGLE_API_BASE_URL: 'http://127.0.0.1:9',
    FACEBOOK_APP_ID: 'walk',
    FACEBOOK_APP_SECRET: 'walk',
    FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await app?.close();
});

let lastIp = 0;
const freshIp = () => {
  lastIp += 1;
  return `198.18.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

/** Uses up `rule` for `key` in its current window, as if that many requests had been counted. */
async function spend(key: string, rule: RateLimitRule): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - (now % rule.windowMs));
  await app.db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: rule.limit })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: rule.limit } });
}

const rule = (name: string): RateLimitRule => {
  const found = registeredRateLimits().get(name);
  if (!found) throw new Error(`no limit ${name}`);
  return found;
};

async function signedIn() {
  const user = await createUser(app, { email: randomEmail() });
  return { user, cookie: await sessionCookie(app, user) };
}

const post = (url: string, payload: object, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: freshIp(), ...extra } as InjectOptions);

interface Walk {
  /** 'POST /api/auth/login', as the OpenAPI document names it. */
  route: string;
  /** The registered limits this walk reaches. */
  limits: string[];
  /** Spends the limit and sends the request that must be refused. */
  refused: () => Promise<LightMyRequestResponse>;
}

/** A code route's per-IP limit: spent for a fresh address, then one call from it. */
const perIp = (route: string, prefix: string, limit: string, body: object, cookie?: () => Promise<string>): Walk => ({
  route,
  limits: [limit],
  refused: async () => {
    const ip = freshIp();
    await spend(`${prefix}${ip}`, rule(limit));
    const headers = cookie ? { cookie: await cookie() } : {};
    return post(route.replace('POST ', ''), body, { remoteAddress: ip, headers });
  },
});

const aPicture = async () => ({ data: await plainPicture('png'), type: 'image/png', filename: 'a.png' });
const someoneSignedIn = async () => (await signedIn()).cookie;
const code = { prefix: 'AB', code: '12345' };

const walks: Walk[] = [
  {
    route: 'POST /api/auth/login',
    limits: ['auth.signInPerIp'],
    refused: async () => {
      const ip = freshIp();
      await spend(`login:ip:${ip}`, rule('auth.signInPerIp'));
      return post('/api/auth/login', { emailOrPhone: randomEmail(), password: 'x' }, { remoteAddress: ip });
    },
  },
  {
    route: 'POST /api/auth/login',
    limits: ['auth.signInPerIdentifier'],
    refused: async () => {
      const email = randomEmail();
      await spend(`login:id:${email}`, rule('auth.signInPerIdentifier'));
      return post('/api/auth/login', { emailOrPhone: email, password: 'x' });
    },
  },
  {
    route: 'POST /api/auth/login',
    limits: ['auth.signInPerDevice'],
    refused: async () => {
      // The owner's browser, trusted by an earlier sign-in, spends its own allowance with wrong passwords.
      const user = await createUser(app, { email: randomEmail() });
      const ip = freshIp();
      const first = await post(
        '/api/auth/login',
        { emailOrPhone: user.email, password: DEFAULT_PASSWORD },
        { remoteAddress: ip },
      );
      const device = first.cookies.find((cookie) => cookie.name === 'device');
      const headers = { cookie: `device=${device?.value}` };
      let last = first;
      for (let i = 0; i <= rule('auth.signInPerDevice').limit; i += 1)
        last = await post(
          '/api/auth/login',
          { emailOrPhone: user.email, password: 'Neteisingas-7' },
          { remoteAddress: ip, headers },
        );
      return last;
    },
  },
  {
    route: 'POST /api/auth/register',
    limits: ['auth.registrationPerIp'],
    refused: async () => {
      const ip = freshIp();
      await spend(`register:ip:${ip}`, rule('auth.registrationPerIp'));
      return post(
        '/api/auth/register',
        { emailOrPhone: randomEmail(), password: 'Labai-stiprus-42' },
        { remoteAddress: ip },
      );
    },
  },
  {
    route: 'POST /api/auth/ChangePassword',
    limits: ['auth.currentPasswordPerUser'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      await spend(`password:user:${user.id}`, rule('auth.currentPasswordPerUser'));
      return post(
        '/api/auth/ChangePassword',
        { currentPassword: 'x', newPassword: 'Labai-stiprus-42' },
        { headers: { cookie } },
      );
    },
  },
  {
    route: 'POST /api/account/delete',
    limits: ['auth.currentPasswordPerUser'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      await spend(`password:user:${user.id}`, rule('auth.currentPasswordPerUser'));
      return post('/api/account/delete', { password: 'x' }, { headers: { cookie } });
    },
  },
  perIp('POST /api/auth/resetpassword', 'codes:request:ip:', 'codes.requestsPerIp', { emailOrPhone: randomEmail() }),
  {
    route: 'POST /api/auth/resetpassword',
    limits: ['codes.perDestination'],
    refused: async () => {
      // Real codes: the destination's allowance is counted from the codes themselves.
      const email = randomEmail();
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i <= rule('codes.perDestination').limit; i += 1)
        last = await post('/api/auth/resetpassword', { emailOrPhone: email });
      return last as LightMyRequestResponse;
    },
  },
  perIp('POST /api/auth/recoverylogin', 'codes:check:ip:', 'codes.checksPerIp', {
    emailOrPhone: randomEmail(),
    ...code,
  }),
  perIp('POST /api/auth/GetVerifyEmailCode', 'codes:request:ip:', 'codes.requestsPerIp', {}, someoneSignedIn),
  perIp('POST /api/auth/GetVerifyPhoneCode', 'codes:request:ip:', 'codes.requestsPerIp', {}, someoneSignedIn),
  perIp('POST /api/auth/ConfirmEmailVerify', 'codes:check:ip:', 'codes.checksPerIp', code, someoneSignedIn),
  perIp('POST /api/auth/ConfirmPhoneVerify', 'codes:check:ip:', 'codes.checksPerIp', code, someoneSignedIn),
  perIp(
    'POST /api/auth/GetChangeEmailCode',
    'codes:request:ip:',
    'codes.requestsPerIp',
    { newEmail: randomEmail() },
    someoneSignedIn,
  ),
  perIp(
    'POST /api/auth/ConfirmEmailChange',
    'codes:check:ip:',
    'codes.checksPerIp',
    { newEmail: randomEmail(), ...code },
    someoneSignedIn,
  ),
  perIp(
    'POST /api/auth/GetChangePhoneNumberCode',
    'codes:request:ip:',
    'codes.requestsPerIp',
    { newPhone: '+37061234567' },
    someoneSignedIn,
  ),
  perIp(
    'POST /api/auth/ConfirmPhoneNumberChange',
    'codes:check:ip:',
    'codes.checksPerIp',
    { newPhone: '+37061234567', ...code },
    someoneSignedIn,
  ),
  perIp('POST /api/account/deleteCode', 'codes:request:ip:', 'codes.requestsPerIp', {}, someoneSignedIn),
  {
    route: 'POST /api/auth/GetChangeEmailCode',
    limits: ['codes.requestsPerUser'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      await spend(`codes:request:user:${user.id}`, rule('codes.requestsPerUser'));
      return post('/api/auth/GetChangeEmailCode', { newEmail: randomEmail() }, { headers: { cookie } });
    },
  },
  perIp('POST /api/auth/socialLogin', 'social:ip:', 'social.signInPerIp', {
    accessToken: 't',
    socialNetwork: 'google',
  }),
  perIp('POST /api/auth/googleLogin', 'social:ip:', 'social.signInPerIp', { accessToken: 't' }),
  perIp('POST /api/auth/facebookLogin', 'social:ip:', 'social.signInPerIp', { accessToken: 't' }),
  {
    route: 'POST /api/auth/UploadProfilePicture',
    limits: ['profilePictures.uploadsPerUser'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      await spend(`picture-upload:user:${user.id}`, rule('profilePictures.uploadsPerUser'));
      return uploadPicture(app, cookie, await aPicture(), '/api/auth/UploadProfilePicture');
    },
  },
  {
    route: 'POST /api/posts/UploadPicture',
    limits: ['posts.pictureUploadsPerUser'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      await spend(`post-picture-upload:user:${user.id}`, rule('posts.pictureUploadsPerUser'));
      return uploadPicture(app, cookie, await aPicture(), '/api/posts/UploadPicture');
    },
  },
  {
    // A message's picture shares the ads' allowance (decision 0091).
    route: 'POST /api/messages/UploadPicture',
    limits: ['posts.pictureUploadsPerUser'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      await spend(`post-picture-upload:user:${user.id}`, rule('posts.pictureUploadsPerUser'));
      return uploadPicture(app, cookie, await aPicture(), '/api/messages/UploadPicture');
    },
  },
  {
    route: 'GET /api/posts/phone/{id}',
    limits: ['posts.phoneRevealsPerIpAndUser'],
    refused: async () => {
      const ad = await createPost(app, await createUser(app), { contactPhone: '+37061111111' });
      const ip = freshIp();
      await spend(`post-phone:ip:${ip}`, rule('posts.phoneRevealsPerIpAndUser'));
      return app.inject({ method: 'GET', url: `/api/posts/phone/${ad.id}`, remoteAddress: ip });
    },
  },
  {
    route: 'POST /api/postreports/createpostreport',
    limits: ['reports.perUser'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      const ad = await createPost(app, await createUser(app));
      await spend(`post-report:user:${user.id}`, rule('reports.perUser'));
      return post('/api/postreports/createpostreport', { postId: ad.id, reasonId: 1 }, { headers: { cookie } });
    },
  },
  {
    route: 'POST /api/notices/create',
    limits: ['notices.perIp'],
    refused: async () => {
      const ad = await createPost(app, await createUser(app));
      const ip = freshIp();
      await spend(`notice:ip:${ip}`, rule('notices.perIp'));
      const body = {
        postId: ad.id,
        reason: 'fraud',
        explanation: 'Skelbime parduodami vaistai be recepto.',
        email: randomEmail(),
      };
      return post('/api/notices/create', body, { remoteAddress: ip });
    },
  },
  {
    route: 'GET /api/search/suggest',
    limits: ['search.suggestPerIp'],
    refused: async () => {
      const ip = freshIp();
      await spend(`route:GET:/api/search/suggest:${ip}`, rule('search.suggestPerIp'));
      return app.inject({ method: 'GET', url: '/api/search/suggest?query=dvi', remoteAddress: ip });
    },
  },
  ...(['perMinute', 'perDay'] as const).map(
    (name): Walk => ({
      route: 'POST /api/messages/send',
      limits: [`messages.${name}`],
      refused: async () => {
        const { user, cookie } = await signedIn();
        const ad = await createPost(app, await createUser(app));
        await spend(`messages:${name === 'perMinute' ? 'minute' : 'day'}:user:${user.id}`, rule(`messages.${name}`));
        return post('/api/messages/send', { postId: ad.id, text: 'Labas' }, { headers: { cookie } });
      },
    }),
  ),
  {
    // An offer is a message: it counts against the message rates (PRODUCT.md §28).
    route: 'POST /api/offers/create',
    limits: ['messages.perMinute'],
    refused: async () => {
      const { user, cookie } = await signedIn();
      const ad = await createPost(app, await createUser(app));
      const asked = await post('/api/messages/send', { postId: ad.id, text: 'Labas' }, { headers: { cookie } });
      const conversationId = asked.json().data.conversationId as number;
      await spend(`messages:minute:user:${user.id}`, rule('messages.perMinute'));
      return post('/api/offers/create', { conversationId, amount: 10 }, { headers: { cookie } });
    },
  },
  {
    route: 'POST /api/messages/send',
    limits: ['messages.newPeoplePerDay'],
    refused: async () => {
      // MESSAGE_FIRST_PER_DAY is 1 here: the second new person is refused.
      const { cookie } = await signedIn();
      const send = async () =>
        post(
          '/api/messages/send',
          { postId: (await createPost(app, await createUser(app))).id, text: 'Labas' },
          { headers: { cookie } },
        );
      expect((await send()).statusCode).toBe(200);
      return send();
    },
  },
];

describe('every 429 says when to try again', () => {
  it.each(walks.map((walk) => [`${walk.route} (${walk.limits.join(', ')})`, walk] as const))('%s', async (_, walk) => {
    let refused = await walk.refused();
    // A window that turned between spending it and the request leaves nothing spent: walk once more.
    if (refused.statusCode !== 429) refused = await walk.refused();
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    const longest = Math.max(...walk.limits.map((name) => rule(name).windowMs / 1000));
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(longest);
    expect(JSON.parse(refused.body).messages[0]).toMatch(/\p{L}/u);
  });

  it('walks every route the OpenAPI document says may answer 429, and only those', async () => {
    await app.ready();
    const document = app.swagger() as { paths: Record<string, Record<string, { responses?: object }>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses && '429' in operation.responses)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // The message stream's cap counts open connections, not requests in a window: stream.test.ts opens streams
    // to it and checks the refusal's Retry-After.
    const walkedElsewhere = ['GET /api/messages/stream'];
    expect([...new Set([...walks.map((walk) => walk.route), ...walkedElsewhere])].sort()).toEqual(
      [...new Set(documented)].sort(),
    );
  });

  it('walks every registered limit', () => {
    const walked = new Set(walks.flatMap((walk) => walk.limits));
    expect([...registeredRateLimits().keys()].filter((name) => !walked.has(name))).toEqual([]);
  });
});
