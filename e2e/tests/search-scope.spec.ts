import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { settled, WCAG_AA_TAGS } from './support/axe.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// PRODUCT.md §20 and decision 0084: a search inside a category says so and offers the other categories; the
// phone's search dialog opens with the cursor in its field; a price that fell says 'Kaina sumažinta'.

interface CategoryDto {
  id: number;
  logicalName: string;
  childCategories: CategoryDto[];
}

/** Letters only, so this run's ads are the only ones its words find (both projects share the database). */
function uniqueLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

async function registerSeller(request: APIRequestContext) {
  const response = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Pardavėjas-2026!', rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  await nameAccount(request);
}

async function createAd(request: APIRequestContext, sub: [string, string], title: string, price: number) {
  const categories = (await (await request.get('/api/categories/get')).json()) as { data: CategoryDto[] };
  const found = categories.data
    .find((c) => c.logicalName === sub[0])
    ?.childCategories.find((c) => c.logicalName === sub[1]);
  if (!found) throw new Error(`No subcategory ${sub.join('/')}`);
  const created = await request.post('/api/posts/create', {
    data: { title, description: 'Tvirta. Skambinkite telefonu.', subCategoryId: found.id, postType: 'sell', price },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/**
 * The page's main content against WCAG 2.2 AA (docs/ACCESSIBILITY.md): the new parts live there. The toolbar is
 * a11y.spec.ts's; here its search field still has the focus the search left in it.
 */
async function mainViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).include('main').analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
  );
}

/** The search field: in the toolbar, or in the 'Paieška' dialog the toolbar's icon opens on phones. */
async function searchField(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('combobox', { name: /^Ieškoti/ });
  await page.getByRole('button', { name: 'Paieška' }).tap();
  return page.getByRole('dialog', { name: 'Paieška' }).getByRole('combobox');
}

test("a search for 'kėdė' inside Transportas shows the category as a chip and one tap lists the chairs elsewhere", async ({
  page,
  request,
  isMobile,
}) => {
  const tag = uniqueLetters(7);
  await registerSeller(request);
  await createAd(request, ['namai-ir-buitis', 'baldai'], `Medinė kėdė ${tag}`, 20);
  await createAd(request, ['namai-ir-buitis', 'baldai'], `Biuro kėdė ${tag}`, 35);

  await page.goto('/skelbimai/transportas');
  const field = await searchField(page, isMobile);
  await field.fill(`kėdė ${tag}`);
  await field.press('Enter');

  await expect(page).toHaveURL(/\/skelbimai\/transportas\?searchKeyword=/);
  const scope = page.getByTestId('search-scope');
  await expect(scope).toContainText('Transportas');
  await expect(page.getByRole('link', { name: 'Ieškoti visose kategorijose, ne tik „Transportas“' })).toBeVisible();
  await expect(page.getByTestId('post-list-empty')).toBeVisible();
  const elsewhere = page.getByRole('link', { name: 'Rasta kitose kategorijose: 2' });
  await expect(elsewhere).toBeVisible();
  expect(await mainViolations(page)).toEqual([]);

  await elsewhere.click();
  await expect(page).toHaveURL(/\/visi\?searchKeyword=/);
  await expect(page.getByRole('link', { name: `Medinė kėdė ${tag}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Biuro kėdė ${tag}` })).toBeVisible();
  await expect(page.getByTestId('search-scope')).toHaveCount(0);
});

test("the phone's search dialog opens with the cursor in its field", async ({ page, isMobile }) => {
  await page.goto('/visi');
  if (!isMobile) {
    // Wide screens search in the toolbar's own field: there is no dialog to open.
    await expect(page.getByRole('combobox', { name: 'Ieškoti skelbimų' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paieška' })).toHaveCount(0);
    return;
  }
  // A phone raises its keyboard only for a field focused within the tap itself: what has the focus as the tap's
  // click ends (a listener on window runs after the app's own) must already be a text field.
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      () => document.body.setAttribute('data-focus-after-tap', document.activeElement?.tagName ?? ''),
      { once: true },
    );
  });
  const opener = page.getByRole('button', { name: 'Paieška' });
  await opener.tap();
  await expect(page.locator('body')).toHaveAttribute('data-focus-after-tap', 'INPUT');
  // Then the dialog's own field has it, and closing gives it back to the icon.
  const dialog = page.getByRole('dialog', { name: 'Paieška' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await dialog.getByRole('button', { name: 'Uždaryti' }).tap();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a price that fell shows 'Kaina sumažinta' with the old price struck through, on the card and the ad's page", async ({
  page,
  request,
}) => {
  const tag = uniqueLetters(7);
  await registerSeller(request);
  const title = `Ąžuolinis stalas ${tag}`;
  const id = await createAd(request, ['namai-ir-buitis', 'baldai'], title, 120);
  const lowered = await request.patch('/api/posts/update', { data: { id, price: 95 } });
  expect(lowered.ok(), await lowered.text()).toBe(true);

  await page.goto(`/visi?searchKeyword=${tag}&searchFilterType=all`);
  const card = page.getByTestId(`post-card-${id}`);
  await expect(card.getByText('Kaina sumažinta')).toBeVisible();
  await expect(card.locator('s')).toHaveText(/^Buvusi kaina: 120,00\s€$/);
  await expect(card).toContainText('95,00');
  expect(await mainViolations(page)).toEqual([]);

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/skelbimas/${id}`));
  await expect(page.getByTestId('ad-price-dropped')).toHaveText('Kaina sumažinta');
  await expect(page.getByTestId('ad-previous-price')).toHaveText(/^Buvusi kaina: 120,00\s€$/);
  await expect(page.getByTestId('ad-price')).toContainText('95,00');
  expect(await mainViolations(page)).toEqual([]);
});
