import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { nameAccount, registerInPage } from './support/account.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

/** A made-up word no other ad has, so a search finds exactly this test's ad among the parallel ones. */
function uniqueWord(): string {
  const letters = [...'bdgklmnprstvz'];
  const vowels = [...'aeiou'];
  const pick = (from: string[]) => from[randomInt(from.length)] ?? '';
  let word = '';
  for (let i = 0; i < 5; i += 1) word += pick(letters) + pick(vowels);
  return word;
}

/** Another person registers through the API and posts an ad; returns its id and the word in its title. */
async function adByAnotherUser(request: APIRequestContext) {
  const registered = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'pardavejo-slaptas', rememberMe: false },
  });
  expect(registered.ok()).toBe(true);
  await nameAccount(request);
  const categories = (await (await request.get('/api/categories/get')).json()) as {
    data: Array<{ childCategories: Array<{ id: number }> }>;
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const word = uniqueWord();
  const title = `Parduodu dviratį ${word}`;
  const created = await request.post('/api/posts/create', {
    data: {
      title,
      description: 'Mažai naudotas, laikytas garaže.',
      subCategoryId,
      postType: 'sell',
      price: 120,
    },
  });
  expect(created.ok()).toBe(true);
  const { data } = (await created.json()) as { data: { id: number } };
  return { id: data.id, word, title };
}

const card = (page: Page, id: number) => page.getByTestId(`post-card-${id}`);
/** The snackbar showing exactly this notice (its undo and close buttons sit beside the text). */
const snackbar = (page: Page, text: string) =>
  page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });

test('a guest hides an ad, it stays hidden after a reload, and comes back from /mano/paslepti', async ({
  page,
  request,
}) => {
  const ad = await adByAnotherUser(request);
  await page.goto(`/visi?searchKeyword=${ad.word}`);
  await card(page, ad.id).getByRole('button', { name: 'Slėpti' }).click();
  await expect(snackbar(page, `#${ad.id} skelbimas slepiamas: „${ad.title}“`)).toBeVisible();
  await expect(card(page, ad.id)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card(page, ad.id)).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('hidden-posts'));
  expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ postId: ad.id })]);

  await page.goto('/mano/paslepti');
  await expect(page.getByRole('heading', { name: 'Paslėpti skelbimai' })).toBeVisible();
  await card(page, ad.id).getByRole('button', { name: 'Rodyti' }).click();
  await expect(snackbar(page, `#${ad.id} skelbimas rodomas: „${ad.title}“`)).toBeVisible();
  await page.goto(`/visi?searchKeyword=${ad.word}`);
  await expect(card(page, ad.id)).toBeVisible();
});

test('a signed-in user bookmarks an ad, undoes it, bookmarks it again and finds it under /mano/pazymeti', async ({
  page,
  request,
}) => {
  const ad = await adByAnotherUser(request);
  await registerInPage(page, randomEmail(), 'zymintojo-slaptas');
  await page.goto(`/visi?searchKeyword=${ad.word}`);

  await card(page, ad.id).getByRole('button', { name: 'Pažymėti' }).click();
  await expect(snackbar(page, `#${ad.id} skelbimas pažymėtas: „${ad.title}“`)).toBeVisible();
  await snackbar(page, `#${ad.id} skelbimas pažymėtas: „${ad.title}“`)
    .getByRole('button', { name: 'Atšaukti' })
    .click();
  await expect(snackbar(page, `#${ad.id} skelbimas atžymėtas: „${ad.title}“`)).toBeVisible();
  // The undo offers nothing further.
  await expect(page.getByRole('alert').getByRole('button', { name: 'Atšaukti' })).toHaveCount(0);
  await expect(card(page, ad.id).getByRole('button', { name: 'Pažymėti' })).toBeVisible();

  await card(page, ad.id).getByRole('button', { name: 'Pažymėti' }).click();
  await expect(snackbar(page, `#${ad.id} skelbimas pažymėtas: „${ad.title}“`)).toBeVisible();
  await expect(card(page, ad.id).getByRole('button', { name: 'Atžymėti' })).toBeVisible();

  await page.goto('/mano/pazymeti');
  await expect(page.getByRole('heading', { name: 'Pažymėti skelbimai' })).toBeVisible();
  await expect(card(page, ad.id)).toBeVisible();
  await expect(card(page, ad.id).getByRole('button', { name: 'Atžymėti' })).toBeVisible();
});

test('a signed-in user reports an ad with a comment for the reason "Kita"', async ({ page, request }) => {
  const ad = await adByAnotherUser(request);
  await registerInPage(page, randomEmail(), 'pranesejo-slaptas');
  await page.goto(`/skelbimas/${ad.id}`);

  await page.getByRole('button', { name: 'Pranešti', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pranešti apie skelbimą' });
  await dialog.getByRole('radio', { name: 'Kita' }).check();
  await dialog.getByRole('button', { name: 'Pranešti' }).click();
  await expect(dialog.getByText('Pasirinkus „Kita“, parašykite, kas negerai su skelbimu.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Komentaras/ }).fill('Tas pats dviratis parduodamas kitu vardu.');
  await dialog.getByRole('button', { name: 'Pranešti' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ačiū, pranešimas išsiųstas. Moderatoriai jį peržiūrės.');
  await expect(dialog).toHaveCount(0);

  // A second report of the same ad is refused, and the dialog says why.
  await page.getByRole('button', { name: 'Pranešti', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Sukčiavimas ar apgaulė' }).check();
  await dialog.getByRole('button', { name: 'Pranešti' }).click();
  await expect(dialog.getByTestId('report-errors')).toBeVisible();
});
