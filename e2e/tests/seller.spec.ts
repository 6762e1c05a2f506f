import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { openHydrated, watchConsole } from './support/hydration.ts';
import { randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// A seller behind every ad (their page, linked from the ad), one phone format, the owner's own actions.

const PASSWORD = 'Pardavėjas-2026!';

/** A seller registered by phone through the API (the request context keeps the session cookie), with a name. */
async function registerSeller(request: APIRequestContext, fullName: string): Promise<{ id: string; phone: string }> {
  const phone = randomPhone();
  const response = await request.post('/api/auth/register', {
    data: { emailOrPhone: phone, password: PASSWORD, rememberMe: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const named = await request.post('/api/auth/ChangeProfileName', { data: { newFullName: fullName } });
  expect(named.ok(), await named.text()).toBe(true);
  const { data } = (await named.json()) as { data: { id: string } };
  return { id: data.id, phone };
}

/** An ad in Kompiuterija ir elektronika › Telefonai; its contact phone is the account's. */
async function createAd(request: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await request.get('/api/categories/get')).json()) as {
    data: { logicalName: string; childCategories: { id: number; logicalName: string }[] }[];
  };
  const phones = categories.data
    .find((category) => category.logicalName === 'kompiuterija-ir-elektronika')
    ?.childCategories.find((sub) => sub.logicalName === 'telefonai');
  if (!phones) throw new Error('No subcategory telefonai');
  const response = await request.post('/api/posts/create', {
    data: { title, description: 'Veikia puikiai.', subCategoryId: phones.id, postType: 'sell', price: 90 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** '+37061234567' as every phone is shown: '+370 612 34567'. */
const shown = (e164: string) => `${e164.slice(0, 4)} ${e164.slice(4, 7)} ${e164.slice(7)}`;

test("a guest goes from an ad to its seller's page, sees their ads and a formatted phone", async ({
  page,
  request,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const fullName = `Rūta Pardavėja${tag}`;
  // Others see 'Vardas P.' (PRODUCT.md §25), never the whole last name.
  const name = 'Rūta P.';
  const seller = await registerSeller(request, fullName);
  const first = `Telefonas Nokia ${tag}`;
  const second = `Telefonas Motorola ${tag}`;
  const firstId = await createAd(request, first);
  await createAd(request, second);

  await page.goto(`/skelbimas/${firstId}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  // The revealed phone reads as the footer's does: '+370 6xx xxxxx'.
  await page.getByRole('button', { name: 'Rodyti numerį' }).click();
  await expect(page.getByTestId('seller-phone')).toHaveText(shown(seller.phone));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '+370 600 00000' })).toBeVisible();

  const allAds = page.getByRole('link', { name: 'Visi pardavėjo skelbimai (2)' });
  await expect(allAds).toBeVisible();
  await allAds.click();
  await expect(page).toHaveURL(new RegExp(`/pardavejas/${seller.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Narys nuo \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(page.getByText('Telefono numeris nepatvirtintas')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pardavėjo skelbimai (2)' })).toBeVisible();
  for (const title of [first, second]) await expect(page.getByRole('link', { name: title })).toBeVisible();
  // No contact detail on the page: the phone is revealed per ad.
  await expect(page.locator('main')).not.toContainText(seller.phone.slice(4));
  await expect(page).toHaveTitle(`${name} – Kėdainių skelbimai`);
  await page.screenshot({ path: testInfo.outputPath('seller-page.png'), fullPage: true });

  // The address itself arrives rendered: its own title, canonical address and the seller's ads in the HTML.
  const raw = await request.get(`/pardavejas/${seller.id}`, { headers: { Cookie: '' } });
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain(`<title>${name} – Kėdainių skelbimai</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/pardavejas/${seller.id}" />`));
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
  expect(root).toContain(name);
  expect(html).not.toContain(fullName);
  expect(root).toContain(first);
  expect(root).toContain(second);
});

test("an unknown seller's page is the 404 page", async ({ page, request }) => {
  const raw = await request.get('/pardavejas/00000000-0000-4000-8000-000000000000');
  expect(raw.status()).toBe(404);
  await page.goto('/pardavejas/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: '404: Puslapis nerastas.' })).toBeVisible();
});

test("the owner sees their own actions on their ad, not 'Pažymėti / Slėpti / Pranešti'", async ({ page }, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  // page.request shares the browser's cookies: the page is signed in as this seller.
  await registerSeller(page.request, `Savininkas ${tag}`);
  const id = await createAd(page.request, `Mano telefonas ${tag}`);

  await page.goto(`/skelbimas/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Mano telefonas ${tag}` })).toBeVisible();
  const actions = page.getByTestId('owner-actions');
  await expect(actions.getByRole('heading', { name: 'Jūsų skelbimas' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Redaguoti' })).toHaveAttribute('href', `/new?id=${id}`);
  await expect(actions.getByTestId('owner-statistics')).toHaveText('Statistika: 0 peržiūrų');
  // (The similar ads' cards below are other people's ads, with their own buttons.)
  const summary = page.getByTestId('ad-summary');
  for (const name of ['Pažymėti', 'Slėpti', 'Pranešti']) {
    await expect(summary.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath('owner-ad.png'), fullPage: true });
  // 'Reklamuoti' opens the existing promotion dialog.
  await actions.getByRole('button', { name: 'Reklamuoti' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("the seller's page and the owner's ad hydrate without a console problem or an API call", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const tag = randomBytes(3).toString('hex');
  const seller = await registerSeller(request, `Hidratacija ${tag}`);
  const id = await createAd(request, `Telefonas hidratacijai ${tag}`);

  // A guest: the seller's page and the ad with its 'Visi pardavėjo skelbimai (1)' come with their data.
  expect(await openHydrated(page, `/pardavejas/${seller.id}`)).toEqual([]);
  await expect(page.getByRole('link', { name: `Telefonas hidratacijai ${tag}` })).toBeVisible();
  // The ad is not fetched again; the only call is the page telling the server a person is looking (a view).
  expect(await openHydrated(page, `/skelbimas/${id}`)).toEqual([`/api/posts/view/${id}`]);
  await expect(page.getByRole('link', { name: 'Visi pardavėjo skelbimai (1)' })).toBeVisible();

  // The owner (page.request shares the browser's cookies): the server renders their actions as the browser does.
  const login = await page.request.post('/api/auth/login', {
    data: { emailOrPhone: seller.phone, password: PASSWORD, rememberMe: false },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const calls = await openHydrated(page, `/skelbimas/${id}`);
  // A signed-in visitor's saved sets are fetched on every page (features/saved), the owner's running promotions
  // with their ends (their own data, not in the shared render), and the page reports the view (the server counts
  // none for the owner); nothing else is.
  // The signed-in toolbar's unread count and its live stream (PRODUCT.md §10) are the user's own too.
  const ownLive = /^\/api\/(favorites|hiddens|messages\/unread|messages\/stream)$/;
  expect(calls.filter((call) => !ownLive.test(call)).sort()).toEqual([
    '/api/orders/GetActivePromotions',
    `/api/posts/view/${id}`,
  ]);
  await expect(page.getByTestId('owner-actions')).toBeVisible();
  expect(problems).toEqual([]);
});
