import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Ads that are gone: the address of a deleted ad says so (410) and leads on to its category and
// similar ads, server-rendered and in the browser alike; and views are counted from people's browsers only.

interface CategoryDto {
  id: number;
  name: string;
  logicalName: string;
  childCategories: CategoryDto[];
}

/** A seller signed in through the API (the request context keeps the session cookie). */
async function registerSeller(request: APIRequestContext) {
  const response = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Pardavėjas-2026!', rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  await nameAccount(request);
}

async function furniture(request: APIRequestContext) {
  const { data } = (await (await request.get('/api/categories/get')).json()) as { data: CategoryDto[] };
  const category = data.find((c) => c.logicalName === 'namai-ir-buitis');
  const sub = category?.childCategories.find((c) => c.logicalName === 'baldai');
  if (!category || !sub) throw new Error('No subcategory namai-ir-buitis/baldai');
  return { category, sub };
}

async function createAd(request: APIRequestContext, subCategoryId: number, title: string): Promise<number> {
  const response = await request.post('/api/posts/create', {
    data: { title, description: 'Tvarkinga, mažai naudota.', subCategoryId, postType: 'sell', price: 40 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const deleteAd = async (request: APIRequestContext, id: number) =>
  expect((await request.delete(`/api/posts/delete/${id}`)).ok()).toBe(true);

test('a deleted ad answers 410 with its title, its subcategory and similar ads; an id no ad had stays 404', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  await registerSeller(request);
  const { category, sub } = await furniture(request);
  const sold = await createAd(request, sub.id, `Parduota komoda ${tag}`);
  const other = await createAd(request, sub.id, `Kita komoda ${tag}`);
  await deleteAd(request, sold);

  // The server's answer, as a search engine gets it.
  const response = await page.goto(`/skelbimas/${sold}`);
  expect(response?.status()).toBe(410);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(/^Skelbimas nebegalioja – /);
  await expect(page.getByRole('heading', { level: 1, name: 'Šis skelbimas nebegalioja.' })).toBeVisible();
  await expect(page.getByText(`„Parduota komoda ${tag}“`)).toBeVisible();
  await expect(page.getByText('Peržiūros:')).toHaveCount(0);
  const similar = page.getByRole('region', { name: 'Panašūs skelbimai' });
  await expect(similar.getByRole('link', { name: `Kita komoda ${tag}` })).toBeVisible();

  // Its subcategory is one click away.
  await page.getByRole('link', { name: `${category.name} › ${sub.name}` }).click();
  await expect(page).toHaveURL(`/skelbimai/${category.logicalName}/${sub.logicalName}`);
  await expect(page.getByTestId(`post-card-${other}`)).toBeVisible();

  // In the browser too: an ad deleted after its list was loaded says it is gone when opened from that list.
  const late = await createAd(request, sub.id, `Ką tik parduota komoda ${tag}`);
  await page.reload();
  const card = page.getByTestId(`post-card-${late}`);
  await expect(card).toBeVisible();
  await deleteAd(request, late);
  await card.getByRole('link', { name: `Ką tik parduota komoda ${tag}` }).click();
  await expect(page).toHaveURL(`/skelbimas/${late}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Šis skelbimas nebegalioja.' })).toBeVisible();
  await expect(page.getByText(`„Ką tik parduota komoda ${tag}“`)).toBeVisible();

  // An address no ad ever had.
  const missing = await page.goto('/skelbimas/2000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404: Puslapis nerastas.' })).toBeVisible();
});

test("a person's browser counts a view once a day; fetching the page or the API without one counts none", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const tag = randomBytes(3).toString('hex');
  await registerSeller(request);
  const { sub } = await furniture(request);
  const id = await createAd(request, sub.id, `Rašomasis stalas ${tag}`);
  const storedViews = async () =>
    ((await (await request.get(`/api/posts/single/${id}`)).json()) as { data: { viewCount: number } }).data.viewCount;

  // curl: the page and the API, without a browser.
  const curl = await playwright.request.newContext({ baseURL, userAgent: 'curl/8.5.0' });
  expect((await curl.get(`/skelbimas/${id}`)).status()).toBe(200);
  expect((await curl.get(`/api/posts/single/${id}`)).status()).toBe(200);
  expect((await curl.post(`/api/posts/view/${id}`)).status()).toBe(200);
  await curl.dispose();
  expect(await storedViews()).toBe(0);

  // A person opens the ad: one view, and the page shows it.
  await page.goto(`/skelbimas/${id}`);
  await expect(page.getByText(/Peržiūros: 1 ·/)).toBeVisible();
  await expect.poll(storedViews).toBe(1);
  // The same person again today: still one.
  await page.reload();
  await expect(page.getByText(/Peržiūros: 1 ·/)).toBeVisible();
  expect(await storedViews()).toBe(1);
});
