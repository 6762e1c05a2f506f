import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { nameAccount, signInThroughApi } from './support/account.ts';
import { chooseCategory } from './support/adForm.ts';
import { type AdminPortal, startPortalWithAdmin } from './support/adminServer.ts';
import { axeViolations } from './support/axe.ts';
import { randomEmail } from './support/outbox.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * The dashboard's 'Skelbimų laukai' (PRODUCT.md §25) on a portal of its own with an administrator
 * (support/adminServer.ts): a new car model under its make and a new field, which the ad form offers at once,
 * while an existing ad keeps its values.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Pages of a portal of its own: the project's Origin header would make Chromium refuse its module scripts.
test.use({ extraHTTPHeaders: {} });
const expect = baseExpect.configure({ timeout: 20_000 });

let portal: AdminPortal;
let seller: APIRequestContext;
let existing: number;
const password = 'lauku-slaptas';

test.beforeAll(async () => {
  // Two start-ups of the API and a `make-admin` run.
  test.setTimeout(240_000);
  portal = await startPortalWithAdmin();
  seller = await playwrightRequest.newContext({
    baseURL: portal.baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'lt-LT', Origin: portal.baseURL },
  });
  const answer = await seller.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password, rememberMe: true },
  });
  expect(answer.ok()).toBe(true);
  await nameAccount(seller);
  const created = await seller.post('/api/posts/create', {
    data: {
      title: 'Volkswagen Golf 2014',
      description: 'Tvarkingas.',
      subCategoryId: 201,
      postType: 'sell',
      price: 6000,
      attributes: { make: 'volkswagen', model: 'golf', year: 2014 },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  existing = ((await created.json()) as { data: { id: number } }).data.id;
});

test.afterAll(async () => {
  await seller?.dispose();
  await portal?.stop();
});

/** The administrator, signed in through the API: signing in is set-up here. */
const signIn = (page: Page) => signInThroughApi(page, portal.baseURL, portal.admin.email, portal.admin.password);

test('an administrator adds a car model and a field; the form offers them, an existing ad keeps its values', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  await page.goto(`${portal.baseURL}/dashboard/laukai`);
  await expect(page.getByRole('heading', { level: 1, name: 'Skelbimų laukai' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Subkategorija' }).selectOption({ label: 'Transportas › Automobiliai' });
  await expect(page).toHaveURL(/subkategorija=201/);
  const table = page.getByRole('table', { name: 'Subkategorijos laukeliai' });
  await expect(table.getByRole('row', { name: /Modelis/ })).toContainText('priklauso nuo: Markė');
  expect(await axeViolations(page, '/dashboard/laukai with the cars’ fields')).toEqual([]);

  const option = page.getByRole('region', { name: 'Nauja reikšmė' });
  await option.getByRole('combobox', { name: 'Laukelis' }).selectOption({ label: 'Modelis' });
  await option.getByRole('combobox', { name: 'Kuriai reikšmei (Markė)' }).selectOption({ label: 'Volkswagen' });
  await option.getByRole('textbox', { name: 'Reikšmės pavadinimas' }).fill('ID.7');
  await option.getByRole('button', { name: 'Pridėti reikšmę' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reikšmė pridėta.' })).toBeVisible();

  const field = page.getByRole('region', { name: 'Naujas laukelis' });
  await field.getByRole('textbox', { name: 'Pavadinimas' }).fill('Sėdimų vietų skaičius');
  await field.getByRole('textbox', { name: 'Raktas' }).fill('seats');
  await field.getByRole('combobox', { name: 'Tipas' }).selectOption({ label: 'Skaičius' });
  await field.getByRole('textbox', { name: 'Mažiausia reikšmė' }).fill('1');
  await field.getByRole('textbox', { name: 'Didžiausia reikšmė' }).fill('9');
  await field.getByRole('button', { name: 'Pridėti laukelį' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Laukelis pridėtas.' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Sėdimų vietų skaičius/ })).toBeVisible();
  expect(await axeViolations(page, '/dashboard/laukai after the additions')).toEqual([]);

  // The seller's form offers the new model under its make and the new field.
  const sellerContext = await browser.newContext({
    ...testInfo.project.use,
    extraHTTPHeaders: {},
    storageState: await seller.storageState(),
  });
  try {
    const form = await sellerContext.newPage();
    await form.goto(`${portal.baseURL}/new`);
    await form.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await chooseCategory(form, 'Transportas', 'Automobiliai');
    const block = form.getByRole('region', { name: 'Parametrai' });
    await block.getByRole('combobox', { name: 'Markė' }).selectOption({ label: 'Volkswagen' });
    await expect(block.getByRole('combobox', { name: 'Modelis' }).getByRole('option', { name: 'ID.7' })).toBeAttached();
    await expect(block.getByRole('textbox', { name: 'Sėdimų vietų skaičius' })).toBeVisible();

    // The ad posted before the changes shows its values as before.
    await form.goto(`${portal.baseURL}/skelbimas/${existing}`);
    await form.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const facts = form.getByTestId('ad-facts');
    await expect(facts.locator('dt', { hasText: 'Modelis' }).locator('+ dd')).toHaveText('Golf');
    await expect(facts.locator('dt', { hasText: 'Pagaminimo metai' }).locator('+ dd')).toHaveText('2014 m.');
  } finally {
    await sellerContext.close();
  }
});
