import type { AdvertService, AdvertServicePack, Envelope } from '@skelbimai/contract';
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

describe('GET /api/advertservices/getadvertservices', () => {
  it('lists the 7 seeded services with icons and prices in euros', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/advertservices/getadvertservices' });
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Envelope<AdvertService[]>>(response);
    expect(body.succeeded).toBe(true);
    expect(body.data?.map((s) => [s.name, s.icon, s.price, s.durationDays])).toEqual([
      ['Iškėlimas į viršų', 'vertical_align_top', 0.5, null],
      ['Paryškinimas', 'format_color_fill', 1, 7],
      ['TOP skelbimas', 'star', 2, 7],
      ['Pradžios puslapyje', 'home', 3, 7],
      ['Automatinis iškėlimas', 'autorenew', 2.5, 7],
      ['Žymė „Skubu“', 'bolt', 0.5, 7],
      ['Paskelbimas Facebook grupėje', 'share', 1.5, null],
    ]);
    for (const service of body.data ?? []) expect(service.description).not.toBe('');
  });
});

describe('GET /api/advertservices/getadvertservicepacks', () => {
  it('lists the 3 packs with their services and prices', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/advertservices/getadvertservicepacks' });
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Envelope<AdvertServicePack[]>>(response);
    expect(body.data?.map((p) => [p.name, p.price, p.services.map((s) => s.code)])).toEqual([
      ['Startas', 1.2, ['bump', 'highlight']],
      ['Populiarus', 3, ['top', 'highlight', 'urgent']],
      ['Maksimalus', 7, ['homepage', 'top', 'highlight', 'autoBump', 'facebook']],
    ]);
    expect(body.data?.[0]?.services[0]).toEqual({
      id: 1,
      code: 'bump',
      name: 'Iškėlimas į viršų',
      icon: 'vertical_align_top',
    });
  });
});
