import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { nameAccount, registeredAccount, signInPage } from './support/account.ts';
import { chooseCategory } from './support/adForm.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// A list narrowed to one of the town's settlements, and an ad posted in one (DECISIONS #111).

interface CategoryDto {
  id: number;
  logicalName: string;
  childCategories: CategoryDto[];
}

async function adsIn(request: APIRequestContext, ads: [title: string, location: string][]) {
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
  for (const [title, location] of ads) {
    const response = await request.post('/api/posts/create', {
      data: { title, description: 'Tvarkingas.', subCategoryId: bikes.id, postType: 'sell', price: 80, location },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test('a list narrowed to a settlement shows only its ads', async ({ page, request, isMobile }, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const inAkademija = `Dviratis Akademijoje ${tag}`;
  const inJosvainiai = `Dviratis Josvainiuose ${tag}`;
  await adsIn(request, [
    [inAkademija, 'Akademija'],
    [inJosvainiai, 'Josvainiai'],
  ]);

  await page.goto(`/visi?searchKeyword=${tag}`);
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 2 skelbimai');
  const place = page.getByRole('combobox', { name: 'Vietovė' });
  if (isMobile) {
    await page.getByRole('button', { name: 'Filtrai' }).click();
    await place.selectOption({ label: 'Akademija' });
    await page.getByRole('button', { name: 'Rodyti skelbimus' }).click();
  } else {
    await place.selectOption({ label: 'Akademija' });
  }
  await expect(page).toHaveURL(/location=Akademija/);
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 1 skelbimas');
  const list = page.getByRole('list', { name: 'Skelbimai' });
  await expect(list.getByRole('link')).toHaveText([inAkademija]);
  await expect(page.getByRole('link', { name: inJosvainiai })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`filtered-${testInfo.project.name}.png`), fullPage: true });

  // The address is the filter: Back shows both again.
  await page.goBack();
  await expect(page.getByTestId('found-count')).toHaveText('Rasta 2 skelbimai');
});

test('an ad is posted in a settlement picked from the list', async ({ page, isMobile }, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const title = `Sodo kėdė ${tag}`;
  const account = await registeredAccount(testInfo);
  await signInPage(page, account);
  await account.api.dispose();

  await page.goto('/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Naujas skelbimas' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pavadinimas' }).fill(title);
  await chooseCategory(page, 'Namai ir buitis', 'Baldai');
  await page.getByRole('textbox', { name: 'Kaina', exact: true }).fill('15');
  const place = page.getByRole('combobox', { name: 'Vieta' });
  await expect(place).toHaveValue('Kėdainiai');
  await place.selectOption({ label: 'Dotnuva' });
  await expect(place).toHaveValue('Dotnuva');
  await page.screenshot({ path: testInfo.outputPath(`form-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Skelbti' }).click();
  await expect(page).toHaveURL(/\/skelbimas\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Found in that settlement's list.
  await page.goto(`/visi?location=Dotnuva&searchKeyword=${tag}`);
  await expect(page.getByRole('list', { name: 'Skelbimai' }).getByRole('link')).toHaveText([title]);
  // The filter says so: on a phone in the drawer.
  if (isMobile) await page.getByRole('button', { name: 'Filtrai' }).click();
  await expect(page.getByRole('combobox', { name: 'Vietovė' })).toHaveValue('Dotnuva');
});
