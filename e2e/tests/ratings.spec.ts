import { randomBytes } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test, visitorHeaders } from './support/test.ts';

// PRODUCT.md §27: after a conversation about an ad, and the ad sold, buyer and seller rate each other from the
// thread; the seller's page shows the average once both have rated. Each person in a browser of their own.

const PASSWORD = 'Ivertinimai-2026!';

/** An account registered through the API and named (PRODUCT.md §26); its context keeps the session cookie. */
async function registered(testInfo: TestInfo, firstName: string, lastName: string): Promise<APIRequestContext> {
  const use = testInfo.project.use;
  const api = await playwrightRequest.newContext({
    baseURL: use.baseURL,
    extraHTTPHeaders: { ...visitorHeaders(testInfo), 'Accept-Language': 'lt-LT' },
  });
  const answer = await api.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: PASSWORD, rememberMe: true },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await nameAccount(api, firstName, lastName);
  return api;
}

async function createAd(api: APIRequestContext, title: string): Promise<{ id: number; creatorId: string }> {
  const categories = (await (await api.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const response = await api.post('/api/posts/create', {
    data: { title, description: 'Mažai naudota, veikia puikiai.', subCategoryId, postType: 'sell', price: 40 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = ((await response.json()) as { data: { id: number } }).data;
  const single = (await (await api.get(`/api/posts/single/${id}`)).json()) as { data: { creatorId: string } };
  return { id, creatorId: single.data.creatorId };
}

/** A browser of this person's own, at the project's size (a phone or a laptop), signed in. */
async function browserOf(browser: Browser, testInfo: TestInfo, api: APIRequestContext) {
  const context = await browser.newContext({ ...testInfo.project.use, storageState: await api.storageState() });
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** 'Įvertinti' in the thread: the stars and a comment, then the dialog's own 'Įvertinti'. */
async function rate(page: Page, starsLabel: string, comment: string) {
  await page.getByRole('button', { name: 'Įvertinti' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(starsLabel).check();
  await dialog.getByRole('textbox', { name: /Komentaras/ }).fill(comment);
  await dialog.getByRole('button', { name: 'Įvertinti' }).click();
  await expect(dialog).toBeHidden();
}

test('buyer and seller rate each other after the sale; the average shows on the seller page', async ({
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const title = `Kavos aparatas ${tag}`;
  const sellerApi = await registered(testInfo, 'Rokas', `Pardavėjas${tag}`);
  const buyerApi = await registered(testInfo, 'Austėja', `Pirkėja${tag}`);
  const ad = await createAd(sellerApi, title);
  const seller = await browserOf(browser, testInfo, sellerApi);
  const buyer = await browserOf(browser, testInfo, buyerApi);
  try {
    // The buyer writes from the ad page.
    await open(buyer.page, `/skelbimas/${ad.id}`);
    await buyer.page.getByRole('button', { name: 'Parašyti pardavėjui' }).click();
    const write = buyer.page.getByRole('dialog', { name: 'Žinutė pardavėjui' });
    await write.getByRole('button', { name: 'Ar dar aktualu?' }).click();
    await write.getByRole('button', { name: 'Siųsti' }).click();
    await expect(buyer.page).toHaveURL(/\/mano\/zinutes\/\d+$/);
    const threadPath = new URL(buyer.page.url()).pathname;
    // Only one side has written: nothing to rate yet.
    await expect(buyer.page.getByTestId('my-message')).toHaveText(['Ar dar aktualu?']);
    await expect(buyer.page.getByRole('button', { name: 'Įvertinti' })).toHaveCount(0);

    // The seller answers in the thread.
    await open(seller.page, threadPath);
    await seller.page.getByRole('textbox', { name: 'Jūsų atsakymas' }).fill('Taip, galite pasiimti rytoj.');
    await seller.page.getByRole('button', { name: 'Siųsti' }).click();
    await expect(seller.page.getByTestId('my-message')).toHaveText(['Taip, galite pasiimti rytoj.']);

    // The seller marks the ad sold on 'Mano skelbimai'.
    await open(seller.page, '/mano/skelbimai');
    const card = seller.page.getByTestId(`my-post-${ad.id}`);
    await card.getByRole('button', { name: 'Parduota' }).click();
    await expect(card.getByRole('link', { name: 'Įkelti panašų skelbimą' })).toBeVisible();

    // The seller rates first: their rating waits for the buyer's.
    await open(seller.page, threadPath);
    await rate(seller.page, '4 – gerai', 'Mandagi pirkėja.');
    await expect(seller.page.getByTestId('my-rating')).toContainText('Jūsų įvertinimas: 4 ★');
    await expect(seller.page.getByTestId('my-rating')).toContainText(
      'Paskelbsime, kai įvertins ir kita pusė arba po 14 dienų',
    );
    await open(seller.page, `/pardavejas/${ad.creatorId}`);
    await expect(seller.page.getByTestId('seller-rating')).toHaveText('Įvertinimų dar nėra.');

    // The buyer rates from the same thread: both are published.
    await open(buyer.page, threadPath);
    await rate(buyer.page, '5 – puikiai', 'Viskas kaip aprašyta, ačiū!');
    await expect(buyer.page.getByTestId('my-rating')).toContainText('Įvertinimas paskelbtas.');

    // The seller's page shows the average, the count and the comment.
    await open(buyer.page, `/pardavejas/${ad.creatorId}`);
    await expect(buyer.page.getByTestId('seller-rating')).toHaveText('5,0 ★ (1 įvertinimas)');
    const rating = buyer.page.getByTestId('rating');
    await expect(rating).toContainText('Viskas kaip aprašyta, ačiū!');
    await expect(rating).toContainText('Austėja P.');
    await expect(rating.getByRole('img', { name: '5 iš 5 žvaigždučių' })).toBeVisible();
  } finally {
    await seller.context.close();
    await buyer.context.close();
    await sellerApi.dispose();
    await buyerApi.dispose();
  }
});
