import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { solidPng } from '@skelbimai/test-fakes';
import { browserOf, registeredAccount } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { iconButtonNameProblems } from './support/names.ts';
import { randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// PRODUCT.md §29: pictures in a conversation — a buyer attaches one, the seller sees it live and opens it in the
// ad gallery's full-screen view; on a laptop and on a phone (the two projects).

async function createAd(api: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await api.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const response = await api.post('/api/posts/create', {
    data: { title, description: 'Mažai naudotas.', subCategoryId, postType: 'sell', price: 75 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('a buyer sends a picture in a thread; the seller sees it live and opens it full screen', async ({
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const { api: sellerApi } = await registeredAccount(testInfo, {
    emailOrPhone: randomPhone(),
    name: ['Petras', `Pardavėjas${tag}`],
  });
  const { api: buyerApi } = await registeredAccount(testInfo, {
    emailOrPhone: randomPhone(),
    name: ['Birutė', `Pirkėja${tag}`],
  });
  const adId = await createAd(sellerApi, `Kėdė su nuotrauka ${tag}`);
  const started = await buyerApi.post('/api/messages/send', { data: { postId: adId, text: 'Ar dar aktualu?' } });
  expect(started.ok(), await started.text()).toBe(true);
  const conversationId = ((await started.json()) as { data: { conversationId: number } }).data.conversationId;
  const thread = `/mano/zinutes/${conversationId}`;

  const seller = await browserOf(browser, testInfo, { api: sellerApi });
  const buyer = await browserOf(browser, testInfo, { api: buyerApi });
  try {
    // The seller waits in the open thread.
    await seller.page.goto(thread);
    await expect(seller.page.getByTestId('their-message')).toHaveText(['Ar dar aktualu?']);

    // The buyer's reply box offers pictures and tells the limit.
    await buyer.page.goto(thread);
    await expect(buyer.page.getByRole('button', { name: 'Pridėti nuotrauką' })).toBeVisible();
    await expect(buyer.page.getByText('Iki 4 nuotraukų')).toBeVisible();

    // Two chosen, one removed again: the previews show what will be sent.
    await buyer.page.getByTestId('message-picture-input').setInputFiles([
      { name: 'kede.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 120, 40]) },
      { name: 'klaida.png', mimeType: 'image/png', buffer: solidPng(48, 64, [40, 90, 200]) },
    ]);
    const previews = buyer.page.getByRole('list', { name: 'Pridėtos nuotraukos' }).getByRole('listitem');
    await expect(previews).toHaveCount(2);
    await buyer.page.getByRole('button', { name: 'Pašalinti nuotrauką: klaida.png' }).click();
    await expect(previews).toHaveCount(1);
    await expect(previews.getByRole('img', { name: 'kede.png' })).toBeVisible();
    // Uploaded (re-encoded on the server) once its progress bar is gone.
    await expect(previews.getByRole('progressbar')).toHaveCount(0);
    // The previews and their buttons are named in Lithuanian and pass the accessibility checks.
    const withPreview = [
      ...(await axeViolations(buyer.page, 'reply box with a picture')),
      ...(await iconButtonNameProblems(buyer.page, 'reply box with a picture')),
    ];
    expect(withPreview, withPreview.join('\n')).toEqual([]);

    // Sent without text: the buyer's thread shows the picture and the previews are cleared.
    await buyer.page.getByRole('button', { name: 'Siųsti' }).click();
    const mine = buyer.page.getByTestId('my-message');
    await expect(mine.last().getByTestId('message-picture')).toHaveCount(1);
    await expect(previews).toHaveCount(0);

    // The seller's open thread gets it live, as a thumbnail that opens the full-screen view.
    const theirs = seller.page.getByTestId('their-message').last();
    const thumbnail = theirs.getByRole('button', { name: 'Atidaryti nuotrauką 1 iš 1' });
    await expect(thumbnail).toBeVisible();
    const withPicture = [
      ...(await axeViolations(seller.page, 'thread with a picture')),
      ...(await iconButtonNameProblems(seller.page, 'thread with a picture')),
    ];
    expect(withPicture, withPicture.join('\n')).toEqual([]);
    await thumbnail.click();
    const viewer = seller.page.getByRole('dialog', { name: 'Nuotraukų peržiūra' });
    await expect(viewer).toBeVisible();
    const large = viewer.getByRole('img', { name: 'Žinutės nuotraukos – nuotrauka 1 iš 1' });
    await expect(large).toHaveAttribute('src', /^\/uploads\/message-pictures\/[0-9a-f-]{36}-large\.webp$/);
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await viewer.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(viewer).toBeHidden();

    // The inbox names a message of pictures only.
    await seller.page.goto('/mano/zinutes');
    await expect(seller.page.getByTestId(`conversation-${conversationId}`)).toContainText('Nuotrauka');
  } finally {
    await seller.context.close();
    await buyer.context.close();
    await sellerApi.dispose();
    await buyerApi.dispose();
  }
});
