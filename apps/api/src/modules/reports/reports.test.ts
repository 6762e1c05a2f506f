import type { Envelope, PostReportReason } from '@skelbimai/contract';
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

describe('GET /api/postreports/postreportreasons', () => {
  it('lists the 8 reasons; only Kita requires a comment', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/postreports/postreportreasons' });
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Envelope<PostReportReason[]>>(response);
    expect(body.data?.map((r) => [r.id, r.name, r.requiresComment])).toEqual([
      [1, 'Netinkama kategorija', false],
      [2, 'Sukčiavimas ar apgaulė', false],
      [3, 'Neteisinga kaina ar informacija', false],
      [4, 'Skelbimas nebeaktualus', false],
      [5, 'Draudžiama prekė ar paslauga', false],
      [6, 'Įžeidžiantis turinys', false],
      [7, 'Pasikartojantis skelbimas', false],
      [8, 'Kita', true],
    ]);
  });
});
