import { randomBytes } from 'node:crypto';
import { nameAccount } from './support/account.ts';
import { chooseCategory } from './support/adForm.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Posting the same ad twice is refused with a message naming the earlier one, and a way to renew it.

test('the same seller posting the same ad again is told which ad it repeats and led to renew it', async ({ page }) => {
  const registered = await page.request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Kartojasi-2026!', rememberMe: false },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await nameAccount(page.request);
  const title = `Ąžuolinis stalas ${randomBytes(3).toString('hex')}`;
  const description = 'Masyvo stalas šešiems, 180 x 90 cm, be įbrėžimų. Atsiimti Kėdainiuose.';
  const categories = (await (await page.request.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const first = await page.request.post('/api/posts/create', {
    data: {
      title,
      description,
      subCategoryId: categories.data[0]?.childCategories[0]?.id,
      postType: 'sell',
      price: 120,
    },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const firstId = ((await first.json()) as { data: { id: number } }).data.id;

  // The same ad through the form.
  await page.goto('/new');
  await page.getByRole('textbox', { name: 'Pavadinimas' }).fill(title);
  await page.getByRole('textbox', { name: 'Aprašymas' }).fill(description);
  await chooseCategory(page, 'Laisvalaikis', 'Knygos');
  await page.getByRole('textbox', { name: 'Kaina', exact: true }).fill('120');
  await page.getByRole('button', { name: 'Skelbti' }).click();

  await expect(
    page.getByText(`Tokį skelbimą jau turite: „${title}“ (nr. ${firstId}).`, { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);
  await page.getByRole('link', { name: 'Pratęsti esamą skelbimą – į „Mano skelbimai“' }).click();
  await expect(page).toHaveURL(/\/mano\/skelbimai$/);
  await expect(page.getByTestId(`my-post-${firstId}`)).toBeVisible();
  // Still one ad of that title.
  const mine = await page.request.get('/api/posts/list?listTarget=my&page=1');
  const titles = ((await mine.json()) as { data: { title: string }[] }).data.map((ad) => ad.title);
  expect(titles.filter((each) => each === title)).toHaveLength(1);
});
