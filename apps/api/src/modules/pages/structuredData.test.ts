import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonld from 'jsonld';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';

// The ad page's JSON-LD as a third party reads it (PRODUCT.md §25): open-graph-scraper finds the blocks in the
// server-rendered HTML, and the jsonld processor expands them to full schema.org terms, so a misspelt property
// or a value of the wrong shape shows up as a missing term rather than passing our own regular expressions.

const template = [
  '<!doctype html><html lang="lt"><head><meta charset="UTF-8" /><title>Skelbimai</title></head>',
  '<body><div id="root"></div></body></html>',
].join('');
let distDir: string;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let cookie: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skelbimai-web-jsonld-'));
  await writeFile(join(distDir, 'index.html'), template);
  app = await buildTestApp({ WEB_DIST_DIR: distDir, SITE_PROTOCOL: 'https', SITE_DOMAIN: 'skelbimai.example.lt' });
  cookie = await sessionCookie(app, await createUser(app));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

/**
 * The tests run offline: schema.org's context is given as what it says for these terms, every term in its
 * vocabulary (its published context maps each property the same way, with @vocab).
 */
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`No document for ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': 'https://schema.org/' } } };
};

async function createAd(title: string, subCategoryId: number, attributes: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/posts/create',
    headers: { cookie },
    payload: {
      title,
      description: 'Tvarkingas.',
      subCategoryId,
      postType: 'sell',
      price: 8500,
      attributes,
    },
  });
  expect(response.statusCode).toBe(200);
  return bodyOf<{ data: { id: number } }>(response).data.id;
}

/** The page's JSON-LD as the parser finds it, expanded: one node, its properties keyed by full IRIs. */
async function expandedAd(id: number) {
  const response = await app.inject({ method: 'GET', url: `/skelbimas/${id}`, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  const { result, error } = await ogs({ html: response.body });
  expect(error).toBe(false);
  const expanded = await jsonld.expand(result.jsonLD as jsonld.JsonLdDocument, {
    documentLoader: documentLoader as never,
  });
  expect(expanded).toHaveLength(1);
  return expanded[0] as Record<string, unknown>;
}

const S = 'https://schema.org/';
const literal = (node: Record<string, unknown>, term: string) =>
  (node[S + term] as { '@value'?: unknown }[] | undefined)?.[0]?.['@value'];
const nodeOf = (node: Record<string, unknown>, term: string) =>
  (node[S + term] as Record<string, unknown>[] | undefined)?.[0] ?? {};

describe("an ad page's structured data read by a JSON-LD processor", () => {
  it('a car is a Product and a Car: brand, model, model year, mileage in km, fuel', async () => {
    const id = await createAd('Volkswagen Passat universalas', 201, {
      make: 'volkswagen',
      model: 'passat',
      year: 2015,
      mileageKm: 182000,
      fuel: 'diesel',
    });
    const ad = await expandedAd(id);
    expect(ad['@type']).toEqual([`${S}Product`, `${S}Car`]);
    expect(literal(nodeOf(ad, 'brand'), 'name')).toBe('Volkswagen');
    expect(literal(ad, 'model')).toBe('Passat');
    expect(literal(ad, 'vehicleModelDate')).toBe('2015');
    expect(literal(ad, 'fuelType')).toBe('Dyzelinas');
    const mileage = nodeOf(ad, 'mileageFromOdometer');
    expect(mileage['@type']).toEqual([`${S}QuantitativeValue`]);
    expect(literal(mileage, 'value')).toBe(182000);
    expect(literal(mileage, 'unitCode')).toBe('KMT');
    expect(nodeOf(ad, 'offers')['@type']).toEqual([`${S}Offer`]);
  });

  it('a flat is an Apartment with its rooms and floor size in square metres', async () => {
    const id = await createAd('Dviejų kambarių butas centre', 101, { rooms: 2, areaM2: 48, floor: 3, floorsTotal: 5 });
    const ad = await expandedAd(id);
    expect(ad['@type']).toEqual([`${S}Product`, `${S}Apartment`]);
    expect(literal(ad, 'numberOfRooms')).toBe(2);
    const size = nodeOf(ad, 'floorSize');
    expect(literal(size, 'value')).toBe(48);
    expect(literal(size, 'unitCode')).toBe('MTK');
  });

  it('an ad of a kind without such fields stays a Product', async () => {
    const id = await createAd('Žieminės padangos R16', 203, {});
    expect((await expandedAd(id))['@type']).toEqual([`${S}Product`]);
  });
});
