import type { Envelope, SiteInfo } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf } from '../../../test/factories.ts';
import { DEMO_VILLAGES, defaultPlaces } from '../places/places.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({
    SITE_NAME: 'Raseinių skelbimai',
    TOWN_NAME: 'Raseiniai',
    SITE_PROTOCOL: 'https',
    SITE_DOMAIN: 'skelbimai.example.lt',
    // Configured unformatted: the footer shows every phone in one format.
    CONTACT_PHONE: '+37061111111',
    CONTACT_EMAIL: 'labas@example.lt',
    FACEBOOK_PAGE_URL: 'https://www.facebook.com/raseiniai',
    FACEBOOK_GROUP_URL: 'https://www.facebook.com/groups/raseiniai',
    MAX_POST_PICTURE_COUNT: '12',
    GOOGLE_CLIENT_ID: 'google-client.apps.example',
  });
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/settings/get', () => {
  it('gives the portal details from configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<Envelope<SiteInfo>>(response).data).toEqual({
      siteName: 'Raseinių skelbimai',
      townName: 'Raseiniai',
      // TOWN_PLACES unset: the town first, then the demo ads' villages (no other town's district).
      places: defaultPlaces('Raseiniai'),
      siteProtocol: 'https',
      siteDomain: 'skelbimai.example.lt',
      contactPhone: '+370 611 11111',
      contactEmail: 'labas@example.lt',
      facebookPageUrl: 'https://www.facebook.com/raseiniai',
      facebookGroupUrl: 'https://www.facebook.com/groups/raseiniai',
      maxPostPictureCount: 12,
      googleClientId: 'google-client.apps.example',
      facebookAppId: null,
    });
    expect(defaultPlaces('Raseiniai')).toEqual(['Raseiniai', ...DEMO_VILLAGES]);
  });
});

describe('GET /api/posts/GetMaxPostPictureCount', () => {
  it('gives the configured maximum, seeded into the settings table', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/posts/GetMaxPostPictureCount' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ succeeded: true, data: 12, messages: [], errors: [] });
  });
});
