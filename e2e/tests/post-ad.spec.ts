import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { solidPng } from '@skelbimai/test-fakes';
import { registeredAccount, signInPage } from './support/account.ts';
import { chooseCategory } from './support/adForm.ts';
import { expect, test } from './support/test.ts';

/** A made-up word no other ad has, so the search finds exactly this test's ad among the parallel ones. */
function uniqueWord(): string {
  const letters = [...'bdgklmnprstvz'];
  const vowels = [...'aeiou'];
  const pick = (from: string[]) => from[randomInt(from.length)] ?? '';
  let word = '';
  for (let i = 0; i < 5; i += 1) word += pick(letters) + pick(vowels);
  return word;
}

/** The toolbar's search: a field on wide screens, the 'Paieška' dialog on phones (PRODUCT.md §2). */
async function searchFor(page: Page, keyword: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Paieška' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paieška' });
    await dialog.getByRole('combobox', { name: 'Ieškoti skelbimų' }).fill(keyword);
    await dialog.getByRole('button', { name: 'Ieškoti' }).click();
  } else {
    const field = page.getByRole('combobox', { name: 'Ieškoti skelbimų' });
    await field.fill(keyword);
    await field.press('Enter');
  }
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a signed-in user posts an ad with two pictures, finds it without diacritics, edits the price and deletes it', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const word = uniqueWord();
  const title = `Ąžuolinė spintelė ${word}`;
  // A fresh account has no name: the first ad asks for one ('Kaip jus vadinti?', PRODUCT.md §26).
  const account = await registeredAccount(testInfo, { name: null });
  await signInPage(page, account);
  await account.api.dispose();

  // The form: every required field, a price with a comma, two pictures.
  await page.goto('/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Naujas skelbimas' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pavadinimas' }).fill(title);
  await chooseCategory(page, 'Namai ir buitis', 'Baldai');
  await page.getByRole('textbox', { name: 'Kaina', exact: true }).fill('45,50');
  await page.getByRole('textbox', { name: 'Aprašymas' }).fill('Tvirta, be įbrėžimų.\nAtsiimti Kėdainiuose.');
  // The place is picked from the town's settlements, the town itself by default (DECISIONS #111).
  await expect(page.getByRole('combobox', { name: 'Vieta' })).toHaveValue('Kėdainiai');
  // A file that is no picture first: the server refuses it, and its tile goes behind the good ones.
  const tiles = page.getByTestId('picture-tile');
  await page
    .getByTestId('picture-input')
    .setInputFiles([{ name: 'sugadinta.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('tai ne nuotrauka') }]);
  const refused = page.getByRole('listitem', { name: 'Neįkelta: sugadinta.jpg' });
  await expect(refused.getByRole('alert')).toContainText('sugadinta.jpg');
  await page.getByTestId('picture-input').setInputFiles([
    { name: 'priekis.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 120, 40]) },
    { name: 'sonas.png', mimeType: 'image/png', buffer: solidPng(48, 64, [40, 90, 200]) },
  ]);
  await expect(page.getByTestId('picture-count')).toHaveText('Nuotraukos: 2 iš 20');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.first()).toHaveAccessibleName('Nuotrauka 1');
  await expect(tiles.first().getByText('Viršelis')).toBeVisible();
  await expect(tiles.last()).toHaveAccessibleName('Neįkelta: sugadinta.jpg');
  await expect(refused.getByText('Viršelis')).toHaveCount(0);
  await refused.getByRole('button', { name: 'Pašalinti: Neįkelta: sugadinta.jpg' }).click();
  await expect(tiles).toHaveCount(2);
  const submit = page.getByRole('button', { name: 'Skelbti' });
  await expect(submit).toBeEnabled();
  await submit.click();

  // Asked in place; the first name is required, and saving goes on to post what was typed.
  const prompt = page.getByRole('dialog', { name: 'Kaip jus vadinti?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Išsaugoti ir tęsti' }).click();
  await expect(prompt.getByText('Įrašykite vardą.')).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Vardas', exact: true }).fill('Ona');
  await prompt.getByRole('textbox', { name: /^Pavardė/ }).fill('Kazlauskaitė');
  await prompt.getByRole('button', { name: 'Išsaugoti ir tęsti' }).click();

  await expect(page).toHaveURL(/\/skelbimas\/\d+$/);
  await expect(snackbar(page, 'Skelbimas paskelbtas!')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The seller is named 'Vardas P.', never by the full last name.
  await expect(page.getByTestId('seller-name')).toHaveText('Ona K.');
  await expect(page.getByText('Kazlauskaitė')).toHaveCount(0);

  // Found from the home page by the title typed without Lithuanian letters.
  await page.goto('/');
  await searchFor(page, `azuoline spintele ${word}`, phone);
  await expect(page).toHaveURL(/\/visi\?.*searchKeyword=/);
  const card = page.getByTestId(`post-card-${id}`);
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: title }).click();

  // The ad: both pictures, the price, the description's line break kept.
  await expect(page).toHaveURL(new RegExp(`/skelbimas/${id}$`));
  await expect(page.getByRole('img', { name: `${title} – nuotrauka 1 iš 2` })).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} – nuotrauka 2 iš 2` })).toBeAttached();
  await expect(page.getByTestId('gallery-counter')).toHaveText('1 / 2');
  // The second picture opened full screen is the one in view there, not the first.
  await page.getByRole('button', { name: `Atidaryti nuotrauką visame ekrane: ${title} – nuotrauka 2 iš 2` }).click();
  const viewer = page.getByRole('dialog', { name: 'Nuotraukų peržiūra' });
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('2 / 2');
  await expect(viewer.getByRole('img', { name: `${title} – nuotrauka 2 iš 2` })).toBeInViewport({ ratio: 0.9 });
  await expect(viewer.getByRole('img', { name: `${title} – nuotrauka 1 iš 2` })).not.toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('ad-price')).toHaveText('45,50\u00a0€');
  await expect(page.getByTestId('ad-description')).toHaveText('Tvirta, be įbrėžimų.\nAtsiimti Kėdainiuose.');

  // The owner edits the price.
  await page.getByRole('link', { name: 'Redaguoti' }).click();
  await expect(page).toHaveURL(new RegExp(`/new\\?id=${id}$`));
  const price = page.getByRole('textbox', { name: 'Kaina', exact: true });
  await expect(price).toHaveValue('45,50');
  await expect(page.getByTestId('picture-count')).toHaveText('Nuotraukos: 2 iš 20');
  await price.fill('39.9');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page).toHaveURL(new RegExp(`/skelbimas/${id}$`));
  await expect(snackbar(page, 'Pakeitimai išsaugoti.')).toBeVisible();
  // A lower price is a drop (PRODUCT.md §20 'Price drops'): the page says so, the old price struck through.
  await expect(page.getByTestId('ad-price')).toHaveText('39,90\u00a0€Buvusi kaina: 45,50\u00a0€');
  await expect(page.getByTestId('ad-price-dropped')).toHaveText('Kaina sumažinta');
  await expect(page.getByRole('img', { name: `${title} – nuotrauka 2 iš 2` })).toBeAttached();

  // Deleted from /mano/skelbimai, after confirming; the ad page then says it is gone (410).
  await page.goto('/mano/skelbimai');
  const myCard = page.getByTestId(`post-card-${id}`);
  await myCard.getByRole('button', { name: 'Ištrinti' }).click();
  await page.getByRole('dialog', { name: 'Ištrinti skelbimą?' }).getByRole('button', { name: 'Ištrinti' }).click();
  await expect(snackbar(page, 'Skelbimas ištrintas.')).toBeVisible();
  await expect(myCard).toHaveCount(0);
  expect((await page.goto(`/skelbimas/${id}`))?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Šis skelbimas nebegalioja.' })).toBeVisible();
});
