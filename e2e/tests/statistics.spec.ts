import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// A seller sees how an ad does, per day for 30 days, and the totals on their list.

const PASSWORD = 'Pardavėjas-2026!';

/** A seller registered by phone through `request` (its own cookie jar); their ads' contact phone is theirs. */
async function registerSeller(request: APIRequestContext): Promise<string> {
  const phone = randomPhone();
  const response = await request.post('/api/auth/register', {
    data: { emailOrPhone: phone, password: PASSWORD, rememberMe: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await nameAccount(request);
  return phone;
}

async function createAd(request: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await request.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const response = await request.post('/api/posts/create', {
    data: { title, description: 'Beveik nenaudotas.', subCategoryId, postType: 'sell', price: 40 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test("a buyer's view, phone reveal and message show in the seller's list and on the ad's dated chart", async ({
  page,
  request,
}, testInfo) => {
  const title = `Vaikiškas dviratis ${randomBytes(3).toString('hex')}`;
  const phone = await registerSeller(request);
  const id = await createAd(request, title);

  // A guest buyer opens the ad and reveals the number.
  await page.goto(`/skelbimas/${id}`);
  await expect(page.getByText(/Peržiūros: 1 ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Rodyti numerį' }).click();
  await expect(page.getByTestId('seller-phone')).toBeVisible();
  // A buyer writes to the seller about it: a conversation started (PRODUCT.md §10), then leaves.
  await registerSeller(page.request);
  const sent = await page.request.post('/api/messages/send', { data: { postId: id, text: 'Ar dar aktualu?' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.request.post('/api/auth/logout');

  // The seller signs in in that browser and opens their ads: the totals under the card.
  const login = await page.request.post('/api/auth/login', {
    data: { emailOrPhone: phone, password: PASSWORD, rememberMe: false },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/mano/skelbimai');
  const card = page.getByTestId(`my-post-${id}`);
  await expect(card.getByText('Peržiūros: 1')).toBeVisible();
  await expect(card.getByText('Tel. numeris parodytas: 1 · Įsiminė: 0')).toBeVisible();

  await card.getByRole('link', { name: 'Statistika' }).click();
  await expect(page).toHaveURL(new RegExp(`/mano/skelbimai/${id}/statistika$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Skelbimo statistika' })).toBeVisible();
  await expect(page.getByText(`„${title}“`)).toBeVisible();
  // The days are Vilnius days, today the last (decision 0086).
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });
  await expect(
    page.getByText(`–${today} (30 dienų, įskaitant šiandieną, Lietuvos laiku).`, { exact: false }),
  ).toBeVisible();
  const views = page.getByTestId('statistics-views');
  await expect(views.getByRole('heading', { name: 'Peržiūros' })).toBeVisible();
  await expect(views.getByText('Iš viso per 30 d.: 1')).toBeVisible();
  await expect(page.getByTestId('statistics-phoneReveals').getByText('Iš viso per 30 d.: 1')).toBeVisible();
  await expect(page.getByTestId('statistics-bookmarks').getByText('Iš viso per 30 d.: 0')).toBeVisible();
  await expect(page.getByTestId('statistics-conversations').getByText('Iš viso per 30 d.: 1')).toBeVisible();
  // The date axis: five weekly ticks 'MM-DD', the last today's; 30 bars, one a day.
  const ticks = views.getByTestId('chart-dates').locator('> div');
  await expect(ticks).toHaveCount(5);
  await expect(ticks.last()).toHaveText(/^\d{2}-\d{2}$/);
  await expect(views.getByTestId('bar-chart').locator('rect')).toHaveCount(30);
  await page.screenshot({ path: testInfo.outputPath('statistics.png'), fullPage: true });

  // Signed out, the address asks to sign in; another account is told the ad's statistics are not theirs.
  await page.request.post('/api/auth/logout');
  await page.goto(`/mano/skelbimai/${id}/statistika`);
  await expect(page).toHaveURL(/\/prisijungimas\?returnUrl=/);
  await registerSeller(page.request);
  await page.goto(`/mano/skelbimai/${id}/statistika`);
  await expect(page.getByText('Tokio skelbimo nėra arba jo statistika jums neprieinama.')).toBeVisible();
  await expect(page.getByTestId('statistics-views')).toHaveCount(0);
});
