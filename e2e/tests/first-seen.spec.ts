import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// What a newcomer sees first: the newest ads on the home page, a search field there on a phone too,
// how many ads a list found, and price filters that stay applied while the sort changes.

interface CategoryDto {
  id: number;
  logicalName: string;
  childCategories: CategoryDto[];
}

async function sellerWithAds(request: APIRequestContext, titles: [string, number][]) {
  const registered = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Pardavėjas-2026!', rememberMe: false },
  });
  expect(registered.ok()).toBe(true);
  await nameAccount(request);
  const { data } = (await (await request.get('/api/categories/get')).json()) as { data: CategoryDto[] };
  const bikes = data
    .find((c) => c.logicalName === 'transportas')
    ?.childCategories.find((c) => c.logicalName === 'dviraciai');
  if (!bikes) throw new Error('No subcategory transportas/dviraciai');
  for (const [title, price] of titles) {
    const response = await request.post('/api/posts/create', {
      data: { title, description: 'Tvarkingas, mažai naudotas.', subCategoryId: bikes.id, postType: 'sell', price },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test('the home page shows the ad just posted among the newest, and searches from its own field', async ({
  page,
  request,
  isMobile,
}) => {
  const tag = randomBytes(3).toString('hex');
  const title = `Ką tik įdėtas dviratis ${tag}`;
  await sellerWithAds(request, [[title, 75]]);

  await page.goto('/');
  const newest = page.getByRole('region', { name: 'Naujausi skelbimai' });
  await expect(newest.getByRole('link', { name: title })).toBeVisible();

  // A search field, not only an icon: on a phone in the page itself, on a laptop in the toolbar.
  const field = isMobile
    ? page.getByTestId('home-search').getByRole('combobox', { name: 'Ieškoti skelbimų' })
    : page.getByRole('banner').getByRole('combobox', { name: 'Ieškoti skelbimų' });
  await expect(field).toBeVisible();
  await field.fill(tag);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/visi\\?searchKeyword=${tag}`));
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 1 skelbimas');
});

test('a list says how many ads it found, and a price filter survives a sort change', async ({
  page,
  request,
  isMobile,
}) => {
  const tag = randomBytes(3).toString('hex');
  const cheap = `Vaikiškas dviratis ${tag}`;
  const middle = `Miesto dviratis ${tag}`;
  const dear = `Plento dviratis ${tag}`;
  await sellerWithAds(request, [
    [cheap, 15],
    [middle, 120],
    [dear, 900],
  ]);

  await page.goto(`/visi?searchKeyword=${tag}`);
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 3 skelbimai');

  const from = page.getByRole('textbox', { name: 'Kaina nuo, €' });
  if (isMobile) {
    await page.getByRole('button', { name: 'Filtrai' }).click();
    await from.fill('100');
    await page.getByRole('button', { name: 'Rodyti skelbimus' }).click();
  } else {
    // Typed, neither Enter nor a click elsewhere: the pause in typing applies it.
    await from.fill('100');
  }
  await expect(page).toHaveURL(/minPrice=100/);
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 2 skelbimai');
  await expect(page.getByRole('link', { name: cheap })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Rikiuoti' }).selectOption({ label: 'Brangiausi' });
  await expect(page).toHaveURL(/sort=priceDesc/);
  await expect(page).toHaveURL(/minPrice=100/);
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 2 skelbimai');
  const list = page.getByRole('list', { name: 'Skelbimai' });
  await expect(list.getByRole('link')).toHaveText([dear, middle]);
  await expect(page.getByRole('link', { name: cheap })).toHaveCount(0);
  if (isMobile) return;
  await expect(from).toHaveValue('100');

  // On a laptop: a price typed and the sort picked at once (the blur and the sort's change come together).
  const to = page.getByRole('textbox', { name: 'Kaina iki, €' });
  await to.fill('500');
  await page.getByRole('combobox', { name: 'Rikiuoti' }).selectOption({ label: 'Pigiausi' });
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page).toHaveURL(/maxPrice=500/);
  await expect(page).toHaveURL(/minPrice=100/);
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 1 skelbimas');
  await expect(list.getByRole('link')).toHaveText([middle]);
  await expect(to).toHaveValue('500');
});
