import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

interface CategoryDto {
  id: number;
  logicalName: string;
  childCategories: CategoryDto[];
}

/** A seller registered through the API (the request context keeps the session cookie). */
async function registerSeller(request: APIRequestContext) {
  const response = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Pardavėjas-2026!', rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  await nameAccount(request);
}

async function subCategoryId(request: APIRequestContext, category: string, sub: string): Promise<number> {
  const response = await request.get('/api/categories/get');
  const { data } = (await response.json()) as { data: CategoryDto[] };
  const found = data.find((c) => c.logicalName === category)?.childCategories.find((c) => c.logicalName === sub);
  if (!found) throw new Error(`No subcategory ${category}/${sub}`);
  return found.id;
}

async function createAd(request: APIRequestContext, subCategoryId: number, title: string, price: number) {
  const response = await request.post('/api/posts/create', {
    data: { title, description: 'Tvarkingas, mažai naudotas.', subCategoryId, postType: 'sell', price },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a guest filters a subcategory by price, and Back undoes the filter', async ({ page, request, isMobile }) => {
  // Titles unique to this run, so the other project's ads (same database) cannot be mistaken for these.
  const tag = randomBytes(3).toString('hex');
  const cheap = `Vaikiškas dviratis ${tag}`;
  const middle = `Miesto dviratis ${tag}`;
  const dear = `Plento dviratis ${tag}`;
  await registerSeller(request);
  const bikes = await subCategoryId(request, 'transportas', 'dviraciai');
  await createAd(request, bikes, cheap, 15);
  await createAd(request, bikes, middle, 120.5);
  await createAd(request, bikes, dear, 900);

  await page.goto('/skelbimai/transportas/dviraciai');
  await expect(page.getByRole('heading', { level: 1, name: 'Dviračiai' })).toBeVisible();
  for (const title of [cheap, middle, dear]) await expect(page.getByRole('link', { name: title })).toBeVisible();

  const from = page.getByRole('textbox', { name: 'Kaina nuo, €' });
  const to = page.getByRole('textbox', { name: 'Kaina iki, €' });
  const apply = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Rodyti skelbimus' }).click();
    else await to.press('Enter');
  };
  if (isMobile) await page.getByRole('button', { name: 'Filtrai' }).click();

  // A range the wrong way round is explained on the field and not applied.
  await from.fill('500');
  await to.fill('100');
  await apply();
  await expect(page.getByText('Kaina „nuo“ negali būti didesnė už kainą „iki“.')).toBeVisible();
  await expect(page).not.toHaveURL(/minPrice/);

  await from.fill('100');
  await to.fill('200,50');
  await apply();
  await expect(page).toHaveURL(/\/skelbimai\/transportas\/dviraciai\?minPrice=100&maxPrice=200\.5$/);
  await expect(page.getByRole('link', { name: middle })).toBeVisible();
  await expect(page.getByRole('link', { name: cheap })).toHaveCount(0);
  await expect(page.getByRole('link', { name: dear })).toHaveCount(0);
  await expect(page.getByText(/^120,50\s€$/).first()).toBeVisible();

  // The address holds the filter: opening it afresh shows the same list.
  await page.reload();
  await expect(page.getByRole('link', { name: middle })).toBeVisible();
  await expect(page.getByRole('link', { name: dear })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/skelbimai\/transportas\/dviraciai$/);
  await expect(page.getByRole('link', { name: cheap })).toBeVisible();
  await expect(page.getByRole('link', { name: dear })).toBeVisible();
});
