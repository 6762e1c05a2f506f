import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// PRODUCT.md §20: suggestions while typing in the search bar (the toolbar's field on wide screens, the 'Paieška'
// dialog on phones), picked with the keyboard.

interface CategoryDto {
  id: number;
  logicalName: string;
  childCategories: CategoryDto[];
}

/** A word no other ad has: letters only (numbers are not offered), so this run's suggestion is its own. */
function uniqueLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

async function sellerWithAd(request: APIRequestContext, title: string) {
  const registered = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Pardavėjas-2026!', rememberMe: false },
  });
  expect(registered.ok()).toBe(true);
  await nameAccount(request);
  const categories = (await (await request.get('/api/categories/get')).json()) as { data: CategoryDto[] };
  const sub = categories.data
    .find((c) => c.logicalName === 'laisvalaikis')
    ?.childCategories.find((c) => c.logicalName === 'muzikos-instrumentai');
  if (!sub) throw new Error('No subcategory laisvalaikis/muzikos-instrumentai');
  const created = await request.post('/api/posts/create', {
    data: { title, description: 'Veikia, su plokštelėmis.', subCategoryId: sub.id, postType: 'sell', price: 45 },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** The search field: in the toolbar, or in the 'Paieška' dialog the toolbar's icon opens on phones. */
async function searchField(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('combobox', { name: 'Ieškoti skelbimų' });
  await page.getByRole('button', { name: 'Paieška' }).click();
  return page.getByRole('dialog', { name: 'Paieška' }).getByRole('combobox', { name: 'Ieškoti skelbimų' });
}

test('a visitor types part of a word without diacritics, picks the suggestion with the keyboard and sees the ad', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  // 'Žalg…' typed as 'zalg…': the suggestion ignores diacritics and case.
  const tail = uniqueLetters(6);
  const word = `žalg${tail}`;
  const title = `Patefonas ${word.replace('ž', 'Ž')} su stiprintuvu`;
  await sellerWithAd(request, title);

  await page.goto('/');
  const field = await searchField(page, isMobile);
  await field.click();
  await field.pressSequentially(`zalg${tail.slice(0, 3)}`);
  const listbox = page.getByRole('listbox', { name: 'Paieškos pasiūlymai' });
  await expect(listbox.getByRole('option', { name: word })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: testInfo.outputPath(`suggestions-${testInfo.project.name}.png`) });

  await field.press('ArrowDown');
  await expect(listbox.getByRole('option', { name: word })).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await listbox.getByRole('option', { name: word }).getAttribute('id')) ?? '',
  );
  await field.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/visi\\?searchKeyword=${encodeURIComponent(word)}&searchFilterType=all$`));
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a category suggestion opens that category, and Escape closes the list first', async ({ page, isMobile }) => {
  await page.goto('/visi');
  const field = await searchField(page, isMobile);
  await field.click();
  await field.pressSequentially('automob');
  const option = page.getByRole('option', { name: /^Automobiliai/ });
  await expect(option).toBeVisible();
  await field.press('Escape');
  await expect(option).toBeHidden();
  await expect(field).toHaveValue('automob');
  await field.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/skelbimai\/transportas\/automobiliai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Automobiliai' })).toBeVisible();
});
