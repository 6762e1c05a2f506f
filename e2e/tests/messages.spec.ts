import { randomBytes } from 'node:crypto';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { browserOf, registeredAccount, signInPage } from './support/account.ts';
import { mailTo, randomEmail, randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// PRODUCT.md §10: a buyer and a seller talk about an ad inside the portal, live, each in a browser of their own.

/** An account registered by phone through the API, named [first, last] unless null (registration asks for no name). */
async function registered(
  testInfo: TestInfo,
  name: readonly [string, string] | null,
  emailOrPhone = randomPhone(),
): Promise<APIRequestContext> {
  return (await registeredAccount(testInfo, { emailOrPhone, name })).api;
}

/** How others see a name (PRODUCT.md §26): 'Birutė a1b2c3' is 'Birutė A.'. */
const shown = (first: string, last: string) => `${first} ${last.charAt(0).toLocaleUpperCase('lt')}.`;

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

test('a guest is asked to sign in and comes back to the open form', async ({ page }, testInfo) => {
  const seller = await registered(testInfo, ['Pardavėjas', 'Svečiui']);
  const adId = await createAd(seller, `Lempa ${randomBytes(3).toString('hex')}`);
  await page.goto(`/skelbimas/${adId}`);
  await page.getByRole('button', { name: 'Parašyti pardavėjui' }).click();
  await expect(page).toHaveURL(/\/prisijungimas\?returnUrl=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl') ?? '')).toBe(
    `/skelbimas/${adId}?rasyti=1`,
  );
  await seller.dispose();
});

test('buyer and seller exchange messages live, with the unread badge and Perskaityta', async ({
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const title = `Dviratis pokalbiui ${tag}`;
  const sellerApi = await registered(testInfo, ['Petras', tag]);
  const buyerApi = await registered(testInfo, ['Birutė', tag]);
  const adId = await createAd(sellerApi, title);
  const seller = await browserOf(browser, testInfo, { api: sellerApi });
  const buyer = await browserOf(browser, testInfo, { api: buyerApi });
  try {
    // The seller waits in their inbox, empty.
    await seller.page.goto('/mano/zinutes');
    await expect(seller.page.getByText('Žinučių dar nėra.', { exact: false })).toBeVisible();

    // The buyer writes from the ad page with a one-tap first line.
    await buyer.page.goto(`/skelbimas/${adId}`);
    await buyer.page.getByRole('button', { name: 'Parašyti pardavėjui' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Žinutė pardavėjui' });
    await dialog.getByRole('button', { name: 'Kokia galutinė kaina?' }).click();
    await dialog.getByRole('button', { name: 'Siųsti' }).click();
    await expect(buyer.page).toHaveURL(/\/mano\/zinutes\/\d+$/);
    await expect(buyer.page.getByTestId('my-message')).toHaveText(['Kokia galutinė kaina?']);

    // Without a reload, the seller's inbox lists it, the badge counts it and the tab's title says so.
    const row = seller.page.getByRole('link', { name: new RegExp(shown('Birutė', tag)) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Kokia galutinė kaina?');
    await expect(seller.page.getByTestId('messages-badge')).toContainText('1');
    await expect(seller.page).toHaveTitle(/^\(1\) Žinutės/);

    // The seller opens it: the buyer sees 'Perskaityta' under their line, the seller's badge clears.
    await row.click();
    await expect(seller.page.getByTestId('their-message')).toHaveText(['Kokia galutinė kaina?']);
    await expect(buyer.page.getByTestId('read-receipt')).toBeVisible();
    await expect(seller.page).not.toHaveTitle(/^\(\d+\)/);

    // The seller answers; the buyer's open thread shows it at once, and the buyer's reply reaches the seller.
    await seller.page.getByRole('textbox', { name: 'Jūsų atsakymas' }).fill('70 € ir jis jūsų.');
    await seller.page.getByRole('button', { name: 'Siųsti' }).click();
    await expect(buyer.page.getByTestId('their-message')).toHaveText(['70 € ir jis jūsų.']);
    await buyer.page.getByRole('textbox', { name: 'Jūsų atsakymas' }).fill('Sutinku, kada galima pasiimti?');
    await buyer.page.getByRole('button', { name: 'Siųsti' }).click();
    await expect(seller.page.getByTestId('their-message')).toHaveText([
      'Kokia galutinė kaina?',
      'Sutinku, kada galima pasiimti?',
    ]);

    // A line that asks to pay in advance shows both sides the safety tip.
    await buyer.page.getByRole('textbox', { name: 'Jūsų atsakymas' }).fill('Galiu pervesti avansą');
    await buyer.page.getByRole('button', { name: 'Siųsti' }).click();
    await expect(seller.page.getByTestId('safety-tip')).toBeVisible();
    await expect(buyer.page.getByTestId('safety-tip')).toBeVisible();
  } finally {
    await seller.context.close();
    await buyer.context.close();
    await sellerApi.dispose();
    await buyerApi.dispose();
  }
});

test("a new account is asked its name before its first message; the seller sees 'Vardas P.', then the erasure", async ({
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const sellerApi = await registered(testInfo, ['Rimas', tag]);
  const buyerAccount = await registeredAccount(testInfo, { emailOrPhone: randomPhone(), name: null });
  const buyerApi = buyerAccount.api;
  const adId = await createAd(sellerApi, `Kėdė vardui ${tag}`);
  const seller = await browserOf(browser, testInfo, { api: sellerApi });
  const buyer = await browserOf(browser, testInfo, { api: buyerApi });
  try {
    // The buyer types a message; sending it first asks the name (PRODUCT.md §26), and the typed text is kept.
    await buyer.page.goto(`/skelbimas/${adId}`);
    await buyer.page.getByRole('button', { name: 'Parašyti pardavėjui' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Žinutė pardavėjui' });
    await dialog.getByRole('textbox', { name: 'Žinutė' }).fill(`Ar kėdė dar yra? ${tag}`);
    await dialog.getByRole('button', { name: 'Siųsti' }).click();
    const prompt = buyer.page.getByRole('dialog', { name: 'Kaip jus vadinti?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('textbox', { name: 'Vardas', exact: true }).fill('Aistė');
    await prompt.getByRole('textbox', { name: /^Pavardė/ }).fill('Kairienė');
    await prompt.getByRole('button', { name: 'Išsaugoti ir tęsti' }).click();
    await expect(buyer.page).toHaveURL(/\/mano\/zinutes\/\d+$/);
    await expect(buyer.page.getByTestId('my-message')).toHaveText([`Ar kėdė dar yra? ${tag}`]);
    await expect(buyer.page.getByTestId('conversation-with')).toHaveText(shown('Rimas', tag));

    // The seller sees the buyer as 'Aistė K.', never the whole last name.
    await seller.page.goto('/mano/zinutes');
    const row = seller.page.getByRole('link', { name: /Aistė K\./ });
    await expect(row).toBeVisible();
    await row.click();
    await expect(seller.page.getByTestId('conversation-with')).toHaveText('Aistė K.');
    await expect(seller.page.getByText('Kairienė')).toHaveCount(0);
    const thread = seller.page.url();

    // The buyer erases the account: the seller's thread says so, and the line is 'Žinutė ištrinta', not empty.
    const erased = await buyerApi.post('/api/account/delete', { data: { password: buyerAccount.password } });
    expect(erased.ok(), await erased.text()).toBe(true);
    await seller.page.goto(thread);
    await expect(seller.page.getByTestId('conversation-with')).toHaveText('Vartotojas ištrynė paskyrą');
    await expect(seller.page.getByTestId('their-message')).toHaveText(['Žinutė ištrinta']);
  } finally {
    await seller.context.close();
    await buyer.context.close();
    await sellerApi.dispose();
    await buyerApi.dispose();
  }
});

test('a message left unread reaches its recipient by e-mail, with the text and a link', async ({ page }, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const address = randomEmail();
  const seller = await registered(testInfo, ['Pardavėja', tag], address);
  const adId = await createAd(seller, `Spinta ${tag}`);
  const buyer = await registered(testInfo, ['Pirkėjas', tag]);
  const sent = await buyer.post('/api/messages/send', { data: { postId: adId, text: `Ar spinta dar yra? ${tag}` } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { conversationId } = ((await sent.json()) as { data: { conversationId: number } }).data;

  // The e2e portal's delay is 0 minutes: the next check of unread messages queues it, the outbox sends it.
  const mail = await mailTo(address, 'Nauja žinutė');
  expect(mail.subject).toBe(`Nauja žinutė: Spinta ${tag}`);
  expect(mail.text).toContain(`„Ar spinta dar yra? ${tag}“`);
  const link = mail.text.match(/https?:\/\/\S+\/mano\/zinutes\/\d+/)?.[0];
  expect(link).toMatch(new RegExp(`/mano/zinutes/${conversationId}$`));

  // The link opens the conversation for the signed-in seller.
  await signInPage(page, { api: seller });
  await page.goto(new URL(link as string).pathname);
  await expect(page.getByTestId('their-message')).toHaveText([`Ar spinta dar yra? ${tag}`]);
  await seller.dispose();
  await buyer.dispose();
});

test('the seller reports a line and blocks the buyer, who can write again once unblocked and can delete the conversation', async ({
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const sellerApi = await registered(testInfo, ['Rūta', tag]);
  const buyerApi = await registered(testInfo, ['Jonas', tag]);
  const adId = await createAd(sellerApi, `Komoda ${tag}`);
  const sent = await buyerApi.post('/api/messages/send', {
    data: { postId: adId, text: 'Parašykite man per kitą programėlę' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { conversationId } = ((await sent.json()) as { data: { conversationId: number } }).data;
  const seller = await browserOf(browser, testInfo, { api: sellerApi });
  const buyer = await browserOf(browser, testInfo, { api: buyerApi });
  try {
    await seller.page.goto(`/mano/zinutes/${conversationId}`);
    await buyer.page.goto(`/mano/zinutes/${conversationId}`);

    // 'Pranešti' on the buyer's line: a reason and a comment, confirmed; the report has no button on one's own lines.
    await expect(buyer.page.getByRole('button', { name: 'Pranešti' })).toHaveCount(0);
    await seller.page.getByRole('button', { name: 'Pranešti' }).click();
    const report = seller.page.getByRole('dialog', { name: 'Pranešti apie žinutę' });
    // A native select now (docs/STYLING.md): the first reason, after the empty choice.
    await report.getByRole('combobox', { name: 'Priežastis' }).selectOption({ index: 1 });
    await report.getByRole('textbox', { name: 'Komentaras' }).fill('Nori išvilioti iš portalo.');
    await report.getByRole('button', { name: 'Pranešti' }).click();
    await expect(report).toBeHidden();
    await expect(seller.page.getByText('Ačiū, pranešimas išsiųstas.', { exact: false })).toBeVisible();

    // Blocked: the thread says so, and the buyer's open thread refuses the next line with the reason.
    await seller.page.getByRole('button', { name: 'Blokuoti vartotoją' }).click();
    await expect(seller.page.getByText('Jūs užblokavote šį vartotoją.')).toBeVisible();
    await buyer.page.getByRole('textbox', { name: 'Jūsų atsakymas' }).fill('Ar gavote?');
    await buyer.page.getByRole('button', { name: 'Siųsti' }).click();
    await expect(buyer.page.getByText('Šis vartotojas nebegauna jūsų žinučių.')).toBeVisible();
    await expect(seller.page.getByTestId('their-message')).toHaveText(['Parašykite man per kitą programėlę']);

    // Unblocked: the buyer's line goes through and reaches the seller's open thread.
    await seller.page.getByRole('button', { name: 'Atblokuoti vartotoją' }).click();
    await expect(seller.page.getByRole('button', { name: 'Blokuoti vartotoją' })).toBeVisible();
    await buyer.page.goto(`/mano/zinutes/${conversationId}`);
    await buyer.page.getByRole('textbox', { name: 'Jūsų atsakymas' }).fill('Ar komoda dar yra?');
    await buyer.page.getByRole('button', { name: 'Siųsti' }).click();
    await expect(seller.page.getByTestId('their-message')).toHaveText([
      'Parašykite man per kitą programėlę',
      'Ar komoda dar yra?',
    ]);

    // The buyer deletes it from their own inbox; the seller keeps it.
    await buyer.page.getByRole('button', { name: 'Ištrinti pokalbį' }).click();
    const confirmDelete = buyer.page.getByRole('dialog', { name: 'Ištrinti pokalbį' });
    await expect(confirmDelete).toContainText('Pašnekovas jį pasiliks.');
    await confirmDelete.getByRole('button', { name: 'Ištrinti', exact: true }).click();
    await expect(buyer.page).toHaveURL(/\/mano\/zinutes$/);
    await expect(buyer.page.getByRole('link', { name: new RegExp(shown('Rūta', tag)) })).toHaveCount(0);
    await seller.page.goto('/mano/zinutes');
    await expect(seller.page.getByRole('link', { name: new RegExp(shown('Jonas', tag)) })).toBeVisible();
  } finally {
    await seller.context.close();
    await buyer.context.close();
    await sellerApi.dispose();
    await buyerApi.dispose();
  }
});
