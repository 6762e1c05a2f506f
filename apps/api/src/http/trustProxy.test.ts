import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { randomEmail } from '../../test/factories.ts';
import { freshIp } from '../modules/auth/auth.fixtures.ts';
import { authLimits } from '../modules/auth/auth.service.ts';
import { hitRateLimit } from '../modules/rate-limits/rateLimits.service.ts';

/**
 * TRUST_PROXY: behind a reverse proxy every connection comes from the proxy, so the per-address limits would
 * count every visitor as one. The proxy's X-Forwarded-For is believed only when the proxy is listed; otherwise a
 * client could pick its own address with the header and walk past every limit. Observed through the
 * registration limit (20 per address per hour).
 */
type App = Awaited<ReturnType<typeof buildTestApp>>;
let behindProxy: App;
let direct: App;

beforeAll(async () => {
  behindProxy = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  direct = await buildTestApp();
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

const STRONG = 'Vasara-ilga-2026';
const registerAs = (app: App, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { emailOrPhone: randomEmail(), password: STRONG, rememberMe: false },
  });

async function useUpRegistrations(app: App, ip: string) {
  for (let i = 0; i < authLimits.registrationPerIp.limit; i += 1) {
    await hitRateLimit(app.db, `register:ip:${ip}`, authLimits.registrationPerIp);
  }
}

describe('TRUST_PROXY', () => {
  it("counts each visitor by the listed proxy's X-Forwarded-For", async () => {
    const limited = freshIp();
    await useUpRegistrations(behindProxy, limited);
    expect((await registerAs(behindProxy, limited)).statusCode).toBe(429);
    // Another visitor behind the same proxy is not affected.
    expect((await registerAs(behindProxy, freshIp())).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is listed: the header cannot choose the address', async () => {
    // The connection's own address is used up; a forged header does not escape the limit.
    await useUpRegistrations(direct, '127.0.0.1');
    expect((await registerAs(direct, freshIp())).statusCode).toBe(429);
  });
});
