import type { Post } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createPost, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { type CodesHarness, startCodesHarness } from '../auth/codes.fixtures.ts';
import { runSavedSearchAlerts } from './alertsJob.ts';
import { PUBLICATION_LAG_MS } from './matcher.ts';

// Saved searches keep the fields' filters (attr.*, PRODUCT.md §25) and their alerts match them.

let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
  await runSavedSearchAlerts(h.app, later());
});
afterAll(async () => {
  await h?.close();
});

const later = () => new Date(Date.now() + PUBLICATION_LAG_MS + 1000);
const CARS = 201;

async function save(query: string) {
  const user = await createUser(h.app, { email: randomEmail() });
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/savedsearches/create',
    headers: { cookie: await sessionCookie(h.app, user) },
    payload: { query, frequency: 'instant' },
  });
  return {
    user,
    status: response.statusCode,
    body: bodyOf<{ data: { query: string; description: string } | null; errors: unknown[] }>(response),
  };
}

describe('saved searches with attr.* filters', () => {
  it('keep them normalised, and refuse a filter the subcategory has not on `query`', async () => {
    const saved = await save('subCategoryName=automobiliai&attr.year.min=2012&attr.make=bmw, audi');
    expect(saved.status).toBe(200);
    expect(saved.body.data?.query).toBe('subCategoryName=automobiliai&attr.make=audi%2Cbmw&attr.year.min=2012');
    expect(saved.body.data?.description).toBe('Automobiliai · Markė: Audi, BMW · Pagaminimo metai: nuo 2012');
    for (const query of [
      'subCategoryName=automobiliai&attr.rooms.min=2',
      'attr.make=bmw',
      'subCategoryName=butai&attr.make=bmw',
    ]) {
      const refused = await save(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.errors, query).toEqual([{ property: 'query', errors: ['Nežinomas filtras.'] }]);
    }
  });

  it('alert about the new ads whose values match, and only those', async () => {
    const { user } = await save('subCategoryName=automobiliai&attr.make=bmw&attr.year.min=2012&attr.fuel=diesel');
    const owner = await createUser(h.app);
    const car = (title: string, attributes: Post['attributes']) =>
      createPost(h.app, owner, { categoryId: CARS, title, attributes });
    const match = await car('BMW 520d', { make: 'bmw', model: '5-serija', year: 2015, fuel: 'diesel' });
    await car('BMW 318i senas', { make: 'bmw', model: '3-serija', year: 2005, fuel: 'petrol' });
    await car('Audi A6 dyzelinas', { make: 'audi', model: 'a6', year: 2016, fuel: 'diesel' });
    await car('BMW X5 benzinas', { make: 'bmw', model: 'x5', year: 2016, fuel: 'petrol' });
    // This search matches one of the four; the first test's (BMW or Audi from 2012) three: two mails.
    expect(await runSavedSearchAlerts(h.app, later())).toMatchObject({ ads: 4, matches: 4, mailed: 2 });
    h.app.outbox.wake();
    await h.app.outbox.sendDue();
    const mails = h.sink.inbox.items.filter((mail) => mail.to.includes(user.email as string));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/skelbimas/${match.id}`);
    expect(mails[0]?.text).not.toMatch(/318i|Audi|X5/);
  });
});
