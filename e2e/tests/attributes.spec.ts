import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { registeredAccount, signInPage } from './support/account.ts';
import { chooseCategory } from './support/adForm.ts';
import { axeViolations } from './support/axe.ts';
import { mailTo, randomEmail, randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// The fields of each kind of ad (PRODUCT.md §25) in a real browser at both widths: a car posted with its fields,
// cars filtered by make and year, and a saved search with a field filter whose alert brings a matching ad only.

const PASSWORD = 'Laukeliai-2026!';
const CARS = 201;

/** A made-up word only this test's ads have, so the lists show them alone among the parallel journeys. */
const uniqueWord = () => `auto${randomBytes(4).toString('hex')}`;

/** A named account registered through the API; its request context keeps the session cookie. */
async function registered(testInfo: TestInfo, emailOrPhone: string): Promise<APIRequestContext> {
  return (await registeredAccount(testInfo, { emailOrPhone, password: PASSWORD })).api;
}

async function createCar(api: APIRequestContext, title: string, attributes: Record<string, unknown>) {
  const response = await api.post('/api/posts/create', {
    data: { title, description: 'Tvarkingas.', subCategoryId: CARS, postType: 'sell', price: 5000, attributes },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a car is posted with its fields: the model follows the make, the ad page and its card show them', async ({
  page,
}, testInfo) => {
  const word = uniqueWord();
  const title = `Volkswagen Passat ${word}`;
  const seller = await registeredAccount(testInfo, { password: PASSWORD });
  await signInPage(page, seller);
  await seller.api.dispose();
  await page.goto('/new');
  await page.getByRole('textbox', { name: 'Pavadinimas' }).fill(title);
  await chooseCategory(page, 'Transportas', 'Automobiliai');
  const block = page.getByRole('region', { name: 'Parametrai' });
  const make = block.getByRole('combobox', { name: 'Markė' });
  const model = block.getByRole('combobox', { name: 'Modelis' });
  await expect(model).toBeDisabled();
  await expect(block.getByText('Pirmiau pasirinkite: Markė')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kaina', exact: true }).fill('4500');

  // Sent without the required fields: the contract's messages under them, nothing sent.
  await page.getByRole('button', { name: 'Skelbti' }).click();
  await expect(block.getByText('Pasirinkite markę.')).toBeVisible();
  await expect(block.getByText('Nurodykite pagaminimo metus.')).toBeVisible();
  expect(await axeViolations(page, '/new with the car fields and their messages')).toEqual([]);

  // The model list follows the make and starts over when the make changes.
  await make.selectOption({ label: 'Audi' });
  await model.selectOption({ label: 'A4' });
  await make.selectOption({ label: 'Volkswagen' });
  await expect(model).toHaveValue('');
  await model.selectOption({ label: 'Passat' });
  await block.getByRole('textbox', { name: 'Pagaminimo metai' }).fill('2015');
  await block.getByRole('textbox', { name: 'Rida' }).fill('182 000');
  await expect(block.getByText('km', { exact: true })).toBeVisible();
  await block.getByRole('combobox', { name: 'Kuro tipas' }).selectOption({ label: 'Dyzelinas' });
  await block.getByRole('combobox', { name: 'Pavarų dėžė' }).selectOption({ label: 'Automatinė' });
  await page.getByRole('button', { name: 'Skelbti' }).click();

  await expect(page).toHaveURL(/\/skelbimas\/\d+$/);
  await expect(snackbar(page, 'Skelbimas paskelbtas!')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const facts = page.getByTestId('ad-facts');
  await expect(facts.getByRole('heading', { name: 'Parametrai' })).toBeVisible();
  for (const [label, value] of [
    ['Markė', 'Volkswagen'],
    ['Modelis', 'Passat'],
    ['Pagaminimo metai', '2015 m.'],
    ['Rida', '182\u00a0000 km'],
    ['Kuro tipas', 'Dyzelinas'],
    ['Pavarų dėžė', 'Automatinė'],
  ]) {
    await expect(facts.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value as string);
  }
  expect(await axeViolations(page, '/skelbimas with its facts')).toEqual([]);

  // The card's short line in the subcategory's list.
  await page.goto(`/skelbimai/transportas/automobiliai?searchKeyword=${word}`);
  await expect(page.getByTestId(`post-card-${id}`).getByTestId('card-facts')).toHaveText(
    '2015 m. · 182\u00a0000 km · Dyzelinas',
  );

  // Editing keeps the values in their inputs.
  await page.goto(`/new?id=${id}`);
  const editBlock = page.getByRole('region', { name: 'Parametrai' });
  await expect(editBlock.getByRole('combobox', { name: 'Modelis' })).toHaveValue('passat');
  await expect(editBlock.getByRole('textbox', { name: 'Rida' })).toHaveValue('182000');
  await editBlock.getByRole('textbox', { name: 'Rida' }).fill('185000');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page).toHaveURL(new RegExp(`/skelbimas/${id}$`));
  await expect(page.getByTestId('ad-facts').locator('dt', { hasText: 'Rida' }).locator('+ dd')).toHaveText(
    '185\u00a0000 km',
  );
});

test('cars are filtered by make and year, with counts per make, and the address brings the filters back', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const word = uniqueWord();
  const seller = await registered(testInfo, randomPhone());
  try {
    const wanted = await createCar(seller, `Golf ${word}`, { make: 'volkswagen', model: 'golf', year: 2016 });
    const old = await createCar(seller, `Senas Golf ${word}`, { make: 'volkswagen', model: 'golf', year: 2009 });
    const audi = await createCar(seller, `Audi A4 ${word}`, { make: 'audi', model: 'a4', year: 2018 });
    await page.goto(`/skelbimai/transportas/automobiliai?searchKeyword=${word}`);
    for (const id of [wanted, old, audi]) await expect(page.getByTestId(`post-card-${id}`)).toBeVisible();
    // The page's weight: the makes' model lists are asked by the filters, never carried in the page's HTML.
    const html = await (await page.request.get('/skelbimai/transportas/automobiliai')).text();
    expect(html).toContain('Automobiliai');
    expect(html).not.toContain('Touareg');

    // Phones: the 'Filtrai' drawer, applied on 'Rodyti skelbimus'; laptops: the panel, applied at once.
    let where: Page | ReturnType<Page['getByRole']> = page;
    if (phone) {
      await page.getByRole('button', { name: 'Filtrai' }).click();
      where = page.getByRole('dialog', { name: 'Filtrai' });
    }
    const makes = where.getByRole('group', { name: 'Markė' });
    await expect(makes.getByRole('checkbox', { name: 'Volkswagen (2)' })).toBeVisible();
    await expect(makes.getByRole('checkbox', { name: 'Audi (1)' })).toBeVisible();
    // A laptop's box is the address's: it shows checked once the list's address has the filter, a moment after
    // the click, so the click is made and the checked state waited for (check() wants it at once).
    const volkswagen = makes.getByRole('checkbox', { name: 'Volkswagen (2)' });
    await volkswagen.click();
    await expect(volkswagen).toBeChecked();
    const from = where.getByRole('textbox', { name: 'Pagaminimo metai nuo' });
    await from.fill('2012');
    if (phone) {
      expect(await axeViolations(page, 'the filters drawer with the car fields')).toEqual([]);
      await where.getByRole('button', { name: 'Rodyti skelbimus' }).click();
    } else {
      await from.press('Enter');
    }
    await expect(page).toHaveURL(/attr\.make=volkswagen/);
    await expect(page).toHaveURL(/attr\.year\.min=2012/);
    await expect(page.getByTestId(`post-card-${wanted}`)).toBeVisible();
    await expect(page.getByTestId(`post-card-${old}`)).toHaveCount(0);
    await expect(page.getByTestId(`post-card-${audi}`)).toHaveCount(0);
    if (!phone) expect(await axeViolations(page, 'the filter panel with the car fields')).toEqual([]);

    // A shared link opens the same list with the same filters shown as chosen.
    await page.goto(page.url());
    await expect(page.getByTestId(`post-card-${old}`)).toHaveCount(0);
    if (phone) {
      await expect(page.getByRole('button', { name: 'Filtrai' })).toBeVisible();
      await page.getByRole('button', { name: 'Filtrai' }).click();
      where = page.getByRole('dialog', { name: 'Filtrai' });
    }
    await expect(
      where.getByRole('group', { name: 'Markė' }).getByRole('checkbox', { name: /^Volkswagen/ }),
    ).toBeChecked();
    await expect(where.getByRole('textbox', { name: 'Pagaminimo metai nuo' })).toHaveValue('2012');
  } finally {
    await seller.dispose();
  }
});

test('a saved search with a field filter alerts on a matching ad only', async ({ browser }, testInfo) => {
  const word = uniqueWord();
  const email = randomEmail();
  const searcherApi = await registered(testInfo, email);
  const sellerApi = await registered(testInfo, randomPhone());
  const searcher = await browser.newContext({
    ...testInfo.project.use,
    storageState: await searcherApi.storageState(),
  });
  try {
    const page = await searcher.newPage();
    await page.goto(`/skelbimai/transportas/automobiliai?searchKeyword=${word}&attr.make=bmw`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Išsaugoti paiešką' }).click();
    const dialog = page.getByRole('dialog', { name: 'Išsaugoti paiešką' });
    await dialog.getByRole('radio', { name: 'Iš karto' }).check();
    await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(page.getByText('Paieška išsaugota.')).toBeVisible();

    const other = await createCar(sellerApi, `Audi A6 ${word}`, { make: 'audi', model: 'a6', year: 2014 });
    const bmw = await createCar(sellerApi, `BMW 520 ${word}`, { make: 'bmw', model: '5-serija', year: 2013 });
    const alert = await mailTo(email, 'Nauji skelbimai', { timeout: 60_000 });
    expect(alert.text).toContain(`/skelbimas/${bmw}`);
    expect(alert.text).not.toContain(`/skelbimas/${other}`);

    // The saved searches list says the field filter in words, and opening it brings the filter back.
    await page.goto('/mano/paieskos');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText('Markė: BMW')).toBeVisible();
  } finally {
    await searcher.close();
    await searcherApi.dispose();
    await sellerApi.dispose();
  }
});
