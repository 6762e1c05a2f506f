import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { browserOf, registeredAccount } from './support/account.ts';
import { expect, test } from './support/test.ts';

// PRODUCT.md §27: after a conversation about an ad, and the ad sold, buyer and seller rate each other from the
// thread; the seller's page shows the average once both have rated. Each person in a browser of their own.

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
  const { api: sellerApi } = await registeredAccount(testInfo, { name: ['Rokas', `Pardavėjas${tag}`] });
  const { api: buyerApi } = await registeredAccount(testInfo, { name: ['Austėja', `Pirkėja${tag}`] });
  const ad = await createAd(sellerApi, title);
  const seller = await browserOf(browser, testInfo, { api: sellerApi });
  const buyer = await browserOf(browser, testInfo, { api: buyerApi });
  try {
    // The buyer writes from the ad page.
    await buyer.page.goto(`/skelbimas/${ad.id}`);
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
    await seller.page.goto(threadPath);
    await seller.page.getByRole('textbox', { name: 'Jūsų atsakymas' }).fill('Taip, galite pasiimti rytoj.');
    await seller.page.getByRole('button', { name: 'Siųsti' }).click();
    await expect(seller.page.getByTestId('my-message')).toHaveText(['Taip, galite pasiimti rytoj.']);

    // The seller marks the ad sold on 'Mano skelbimai'.
    await seller.page.goto('/mano/skelbimai');
    const card = seller.page.getByTestId(`my-post-${ad.id}`);
    await card.getByRole('button', { name: 'Parduota' }).click();
    await expect(card.getByRole('link', { name: 'Įkelti panašų skelbimą' })).toBeVisible();

    // The seller rates first: their rating waits for the buyer's.
    await seller.page.goto(threadPath);
    await rate(seller.page, '4 – gerai', 'Mandagi pirkėja.');
    await expect(seller.page.getByTestId('my-rating')).toContainText('Jūsų įvertinimas: 4 ★');
    await expect(seller.page.getByTestId('my-rating')).toContainText(
      'Paskelbsime, kai įvertins ir kita pusė arba po 14 dienų',
    );
    await seller.page.goto(`/pardavejas/${ad.creatorId}`);
    await expect(seller.page.getByTestId('seller-rating')).toHaveText('Įvertinimų dar nėra.');

    // The buyer rates from the same thread: both are published.
    await buyer.page.goto(threadPath);
    await rate(buyer.page, '5 – puikiai', 'Viskas kaip aprašyta, ačiū!');
    await expect(buyer.page.getByTestId('my-rating')).toContainText('Įvertinimas paskelbtas.');

    // The seller's page shows the average, the count and the comment.
    await buyer.page.goto(`/pardavejas/${ad.creatorId}`);
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
