import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../test/factories.ts';

/** A refused value's message states the rule it broke, on the field, through the real routes. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { errors: { property: string; errors: string[] }[] };

describe('validation messages name the broken rule', () => {
  it("a 300-character e-mail is 'too long', not 'empty', at registration, sign-in and recovery", async () => {
    const emailOrPhone = `${'a'.repeat(300)}@pastas.lt`;
    for (const url of ['/api/auth/register', '/api/auth/login', '/api/auth/resetpassword']) {
      const response = await app.inject({ method: 'POST', url, payload: { emailOrPhone, password: 'Slaptas-2026' } });
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf<Failure>(response).errors, url).toEqual([
        { property: 'emailOrPhone', errors: ['Turi būti sudarytas nedaugiau kaip iš 254 simbolių.'] },
      ]);
    }
  });

  it("createOrder with serviceId 0 says ids start at 1, not 'at least 0'", async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/createOrder',
      headers: { cookie },
      payload: { postId: 1, serviceId: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf<Failure>(response).errors).toEqual([
      { property: 'serviceId', errors: ['Turi būti ne mažiau kaip 1.'] },
    ]);
  });
});
