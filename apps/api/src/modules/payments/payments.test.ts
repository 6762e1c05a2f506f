import type { Envelope, TopUpOption } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf } from '../../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/payments/GetTopUpOptions', () => {
  it('lists the seeded options in euros (stored as cents)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/GetTopUpOptions' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<Envelope<TopUpOption[]>>(response)).toEqual({
      succeeded: true,
      data: [
        { id: 1, amount: 5, bonus: 0 },
        { id: 2, amount: 10, bonus: 1 },
        { id: 3, amount: 20, bonus: 3 },
        { id: 4, amount: 50, bonus: 10 },
      ],
      messages: [],
      errors: [],
    });
  });
});
