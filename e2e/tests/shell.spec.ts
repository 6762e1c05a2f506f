import { expect, test } from './support/test.ts';

test('a visitor finds a subcategory through the drawer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/skelbimai/i);
  await expect(page.getByRole('link', { name: /Nekilnojamasis turtas/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Meniu', exact: true }).click();
  const expander = page.getByRole('button', { name: 'Subkategorijos: Transportas' });
  await expect(expander).toHaveAttribute('aria-expanded', 'false');
  await expander.click();
  await expect(expander).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: /^Motociklai ir mopedai/ }).click();

  await expect(page).toHaveURL(/\/skelbimai\/transportas\/motociklai-ir-mopedai$/);
  await expect(page.getByRole('heading', { name: /Motociklai ir mopedai/ })).toBeVisible();
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/sitas-puslapis-neegzistuoja');
  await expect(page.getByText('404: Puslapis nerastas.')).toBeVisible();
  await page.getByRole('link', { name: 'Grįžti į pradžią' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Every route of PRODUCT.md §2 answers in the browser: public ones render, guarded ones redirect as the guards say.
const publicRoutes = [
  '/',
  '/visi',
  '/skelbimai/transportas',
  '/skelbimai/transportas/dviraciai',
  '/skelbimas/1',
  '/information',
  '/inspire',
  '/pricing',
  '/rules',
  '/testing/payment',
  // A guest's favourites and hidden ads live in the browser, so their lists are open to guests.
  '/mano/pazymeti',
  '/mano/paslepti',
  '/prisijungimas',
  '/registracija',
];
const signInRoutes = [
  '/new',
  '/mano/skelbimai',
  '/mano/papildymai',
  '/mano/papildymas/1',
  '/mano/uzsakymai',
  '/mano/uzsakymas/1',
  '/mano/paskyra',
];
const dashboardRoutes = [
  '/dashboard',
  '/dashboard/audit',
  '/dashboard/orders',
  '/dashboard/payments',
  '/dashboard/posts',
  '/dashboard/users',
  '/dashboard/zodynas',
  '/dashboard/pranesimai',
  '/dashboard/zodziai',
];

for (const route of publicRoutes) {
  test(`${route} opens for a guest`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByText('404: Puslapis nerastas.')).toHaveCount(0);
    await expect(page.getByText('Įvyko serverio klaida.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

for (const route of signInRoutes) {
  test(`${route} sends a guest to sign in and back`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveURL(`/prisijungimas?returnUrl=${encodeURIComponent(route)}`);
  });
}

for (const route of dashboardRoutes) {
  test(`${route} is closed to a guest`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveURL(/\/$/);
  });
}
