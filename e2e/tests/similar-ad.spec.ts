import { randomBytes } from 'node:crypto';
import { nameAccount } from './support/account.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// After a sale the owner posts the next such item from the sold ad: the form comes filled, pictures aside.

test("a sold ad's 'Įkelti panašų skelbimą' opens the form filled from it, and the new ad posts", async ({ page }) => {
  const registered = await page.request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Panasus-2026!', rememberMe: false },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await nameAccount(page.request);
  const categories = (await (await page.request.get('/api/categories/get')).json()) as {
    data: { name: string; childCategories: { id: number; name: string }[] }[];
  };
  const category = categories.data.find((each) => each.name === 'Laisvalaikis');
  const sub = category?.childCategories.find((each) => each.name === 'Knygos');
  const title = `Harry Potter knygų rinkinys ${randomBytes(3).toString('hex')}`;
  const description = 'Septynios knygos lietuviškai, kietais viršeliais, skaitytos kartą.';
  // A place other than the town the form defaults to, so the copy shows.
  const site = (await (await page.request.get('/api/settings/get')).json()) as { data: { places: string[] } };
  const location = site.data.places.at(-1) as string;
  const created = await page.request.post('/api/posts/create', {
    data: { title, description, subCategoryId: sub?.id, postType: 'sell', price: 35, location },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  // Sold in 'Mano skelbimai': the card now offers a similar ad.
  await page.goto('/mano/skelbimai');
  const card = page.getByTestId(`my-post-${id}`);
  await card.getByRole('button', { name: 'Parduota' }).click();
  await expect(card.getByRole('link', { name: 'Įkelti panašų skelbimą' })).toBeVisible();

  // The ad's own page offers it too; pressed there, the form comes filled.
  await page.goto(`/skelbimas/${id}`);
  await page.getByTestId('owner-actions').getByRole('link', { name: 'Įkelti panašų skelbimą' }).click();
  await expect(page).toHaveURL(new RegExp(`/new\\?panasus=${id}$`));
  await expect(page.getByText(`Užpildyta pagal skelbimą „${title}“.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pavadinimas' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Aprašymas' })).toHaveValue(description);
  await expect(page.getByRole('combobox', { name: 'Kategorija', exact: true }).locator('option:checked')).toHaveText(
    'Laisvalaikis',
  );
  await expect(page.getByRole('combobox', { name: 'Subkategorija', exact: true }).locator('option:checked')).toHaveText(
    'Knygos',
  );
  await expect(page.getByRole('textbox', { name: 'Kaina', exact: true })).toHaveValue('35');
  await expect(page.getByRole('combobox', { name: 'Vieta' }).locator('option:checked')).toHaveText(location);
  await expect(page.getByText('Nuotraukos: 0 iš', { exact: false })).toBeVisible();

  // Posted as it is: a new ad, the sold one not counted as its duplicate.
  await page.getByRole('button', { name: 'Skelbti' }).click();
  await expect(page).toHaveURL(/\/skelbimas\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/skelbimas/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
