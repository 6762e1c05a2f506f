import { nameAccount } from './support/account.ts';
import { latestMailTo, randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// A user deletes their own account from /mano/paskyra, confirmed with the password.

const PASSWORD = 'Trinamas-2026!';

test('a user deletes their account with the password: signed out everywhere, ad gone, a confirmation e-mail', async ({
  page,
  request,
}) => {
  const email = randomEmail();
  // Registered in the page's browser (page.request shares its cookies), with one ad.
  const registered = await page.request.post('/api/auth/register', {
    data: { emailOrPhone: email, password: PASSWORD, rememberMe: false },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await nameAccount(page.request);
  const categories = (await (await page.request.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const created = await page.request.post('/api/posts/create', {
    data: {
      title: 'Trinamo vartotojo spinta',
      description: 'Ąžuolinė.',
      subCategoryId: categories.data[0]?.childCategories[0]?.id,
      postType: 'sell',
      price: 80,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const adId = ((await created.json()) as { data: { id: number } }).data.id;
  // A second browser of the same user (the request fixture), to see every session end.
  const elsewhere = await request.post('/api/auth/login', { data: { emailOrPhone: email, password: PASSWORD } });
  expect(elsewhere.ok()).toBe(true);

  await page.goto('/mano/paskyra');
  await expect(page.getByRole('heading', { level: 2, name: 'Paskyros ištrynimas' })).toBeVisible();
  await page.getByRole('button', { name: 'Ištrinti paskyrą' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ištrinti paskyrą?' });
  await expect(dialog.getByText('To atšaukti negalėsite.')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Ištrinti negrįžtamai' });
  await expect(submit).toBeDisabled();

  // A wrong password: the message under the field, and nothing is deleted.
  await dialog.getByLabel('Slaptažodis', { exact: false }).first().fill('Ne-tas-2026!');
  await submit.click();
  await expect(dialog.getByText('Neteisingas slaptažodis.')).toBeVisible();

  await dialog.getByLabel('Slaptažodis', { exact: false }).first().fill(PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Paskyra ištrinta. Patvirtinimą išsiuntėme el. paštu.')).toBeVisible();

  // Every session ended; the ad is gone; the address no longer signs in; the e-mail came.
  expect((await page.request.get('/api/auth/myProfile')).status()).toBe(401);
  expect((await request.get('/api/auth/myProfile')).status()).toBe(401);
  expect((await request.get(`/api/posts/single/${adId}`)).status()).toBe(410);
  const again = await request.post('/api/auth/login', { data: { emailOrPhone: email, password: PASSWORD } });
  expect(again.ok()).toBe(false);
  await expect.poll(async () => (await latestMailTo(email)).subject).toBe('Paskyra ištrinta – Kėdainių skelbimai');
  expect((await latestMailTo(email)).text).toContain('ištrinta jūsų prašymu');
});
