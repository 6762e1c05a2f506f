import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { browserOf, registeredAccount } from './support/account.ts';
import { codeTextedTo, randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// PRODUCT.md §28: a buyer offers a price in the conversation, the seller accepts it, both see it live, and the
// seller's own ad list says so; the seller's confirmed phone shows as a badge on the ad and on their page.

async function createAd(api: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await api.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const response = await api.post('/api/posts/create', {
    data: { title, description: 'Tvarkinga, mažai naudota.', subCategoryId, postType: 'sell', price: 1500 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('the buyer offers a price, the seller accepts it: both see Priimta, and the seller’s ad list shows it', async ({
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const title = `Sofa derybom ${tag}`;
  const seller = await registeredAccount(testInfo, { emailOrPhone: randomPhone(), name: ['Petras', tag] });
  const buyer = await registeredAccount(testInfo, { emailOrPhone: randomPhone(), name: ['Birutė', tag] });
  const adId = await createAd(seller.api, title);
  const first = await buyer.api.post('/api/messages/send', { data: { postId: adId, text: 'Ar dar aktualu?' } });
  expect(first.ok(), await first.text()).toBe(true);
  const { conversationId } = ((await first.json()) as { data: { conversationId: number } }).data;

  const sellerSide = await browserOf(browser, testInfo, seller);
  const buyerSide = await browserOf(browser, testInfo, buyer);
  try {
    await sellerSide.page.goto(`/mano/zinutes/${conversationId}`);
    await expect(sellerSide.page.getByTestId('their-message')).toHaveText(['Ar dar aktualu?']);
    // The seller is not offered 'Siūlyti kainą': only the buyer offers.
    await expect(sellerSide.page.getByRole('button', { name: 'Siūlyti kainą' })).toHaveCount(0);

    await buyerSide.page.goto(`/mano/zinutes/${conversationId}`);
    await buyerSide.page.getByRole('button', { name: 'Siūlyti kainą' }).click();
    const dialog = buyerSide.page.getByRole('dialog', { name: 'Siūlyti kainą' });
    const amount = dialog.getByRole('textbox', { name: 'Siūloma kaina' });
    // An amount of nothing is refused on the field itself, in Lithuanian.
    await amount.fill('0');
    await dialog.getByRole('button', { name: 'Siųsti pasiūlymą' }).click();
    await expect(dialog.getByText('Siūloma kaina turi būti didesnė už 0 €.')).toBeVisible();
    await amount.fill('1 200');
    await dialog.getByRole('button', { name: 'Siųsti pasiūlymą' }).click();
    await expect(dialog).toHaveCount(0);

    const buyerOffer = buyerSide.page.getByTestId('offer');
    await expect(buyerOffer).toContainText('Pasiūlyta kaina: 1 200 €');
    await expect(buyerOffer.getByTestId('offer-status')).toHaveText('Laukia atsakymo');
    await expect(buyerOffer.getByRole('button', { name: 'Priimti' })).toHaveCount(0);

    // Live on the seller's open thread, with the one-tap answers.
    const sellerOffer = sellerSide.page.getByTestId('offer');
    await expect(sellerOffer).toContainText('Pasiūlyta kaina: 1 200 €');
    await sellerOffer.getByRole('button', { name: 'Priimti' }).click();
    await expect(sellerOffer.getByTestId('offer-status')).toHaveText('Priimta');
    await expect(sellerOffer.getByRole('button', { name: 'Priimti' })).toHaveCount(0);
    // The buyer's thread hears the answer without a reload.
    await expect(buyerOffer.getByTestId('offer-status')).toHaveText('Priimta');
    await sellerSide.page.screenshot({ path: testInfo.outputPath('offer-accepted-seller.png'), fullPage: true });
    await buyerSide.page.screenshot({ path: testInfo.outputPath('offer-accepted-buyer.png'), fullPage: true });

    await sellerSide.page.goto('/mano/skelbimai');
    await expect(sellerSide.page.getByTestId(`ad-accepted-offer-${adId}`)).toHaveText('Priimtas pasiūlymas: 1 200 €');
  } finally {
    await sellerSide.context.close();
    await buyerSide.context.close();
    await seller.api.dispose();
    await buyer.api.dispose();
  }
});

test('a seller with a confirmed phone has the badge on the ad’s seller card and on their page', async ({
  page,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const seller = await registeredAccount(testInfo, { emailOrPhone: randomPhone(), name: ['Ona', tag] });
  expect(seller.codePrefix).not.toBeNull();
  const { prefix, code } = await codeTextedTo(seller.emailOrPhone, seller.codePrefix as string);
  const confirmed = await seller.api.post('/api/auth/ConfirmPhoneVerify', { data: { prefix, code } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const adId = await createAd(seller.api, `Spinta ${tag}`);

  await page.goto(`/skelbimas/${adId}`);
  const card = page.getByRole('region', { name: 'Pardavėjas' });
  await expect(card.getByTestId('seller-badges')).toContainText('Patvirtintas telefonas');
  // Only what is confirmed shows on the ad: the e-mail it has none of is not mentioned.
  await expect(card.getByText('Patvirtintas el. paštas')).toHaveCount(0);

  await card.getByTestId('seller-name').click();
  const header = page.getByTestId('seller-header');
  await expect(header.getByText('Patvirtintas telefonas')).toBeVisible();
  await expect(header.getByText('El. paštas nepatvirtintas')).toBeVisible();
  await seller.api.dispose();
});
