import type { APIRequestContext, Page } from '@playwright/test';
import { solidPng } from '@skelbimai/test-fakes';
import { nameAccount } from './support/account.ts';
import { type AdminPortal, startPortalWithAdmin } from './support/adminServer.ts';
import {
  checkRadio,
  chooseOption,
  expectFocusIn,
  expectFocusReturned,
  expectVisibleFocus,
  tabRoundInside,
  tabTo,
} from './support/keyboard.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

/**
 * Keyboard only (docs/ACCESSIBILITY.md; WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): the journeys a person makes without a mouse, with
 * Tab, arrows, Enter, Space and Escape alone; no element is clicked or filled. The one exception is the operating
 * system's file dialog, which Playwright answers in its place (the 'filechooser' event) after Enter on the
 * picture button. Every dialog keeps focus inside while open and gives it back to what opened it, and the
 * focused element's outline is drawn.
 *
 * The desktop project only (playwright.config.ts): keyboard users are mostly at a desktop; the phone's layout
 * is checked by a11y.spec.ts.
 */

const password = 'klaviaturos-slaptas';

/** Signs `page`'s browser in as a new user through the API (the browser shares the cookie). */
async function signedIn(page: Page): Promise<string> {
  const email = randomEmail();
  const answer = await page.request.post('/api/auth/register', {
    data: { emailOrPhone: email, password, rememberMe: false },
  });
  expect(answer.ok()).toBe(true);
  await nameAccount(page.request);
  return email;
}

/** Another seller's ad in the first category, made through the API with the `request` fixture's own cookies. */
async function someoneElsesAd(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const register = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password, rememberMe: false },
  });
  expect(register.ok()).toBe(true);
  await nameAccount(request);
  const categories = (await (await request.get('/api/categories/get')).json()) as {
    data: Array<{ childCategories: Array<{ id: number }> }>;
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const title = 'Klaviatūra pasiekiamas dviratis';
  const created = await request.post('/api/posts/create', {
    data: { title, description: 'Parduodu.', subCategoryId, postType: 'sell', price: 40 },
  });
  expect(created.ok()).toBe(true);
  return { id: ((await created.json()) as { data: { id: number } }).data.id, title };
}

test('keyboard only: post an ad with two pictures, top up, promote it', async ({ page }) => {
  test.setTimeout(150_000);
  await signedIn(page);
  const title = 'Klaviatūra paskelbtas skelbimas';

  // The ad form, field by field.
  await page.goto('/new');
  // Waiting for the file dialog starts long before Enter opens it. Playwright turns on catching the dialog with a
  // message it does not wait for; started just before the key, as Playwright's own example does, the journey once
  // waited out its whole timeout on a loaded machine with no dialog caught.
  const chooser = page.waitForEvent('filechooser');
  const titleField = page.getByRole('textbox', { name: 'Pavadinimas' });
  await tabTo(page, titleField);
  await expectVisibleFocus(page, titleField);
  await page.keyboard.type(title);
  await tabTo(page, page.getByRole('combobox', { name: 'Kategorija', exact: true }));
  await chooseOption(page, 'Laisvalaikis');
  await tabTo(page, page.getByRole('combobox', { name: 'Subkategorija' }));
  await chooseOption(page, 'Knygos');
  await tabTo(page, page.getByRole('textbox', { name: 'Kaina', exact: true }));
  await page.keyboard.type('12');

  // The picture button opens the system's file dialog on Enter.
  const pictures = page.getByRole('button', { name: 'Pasirinkti nuotraukas' });
  await tabTo(page, pictures);
  await expectVisibleFocus(page, pictures);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([
    { name: 'priekis.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 120, 40]) },
    { name: 'sonas.png', mimeType: 'image/png', buffer: solidPng(48, 64, [40, 90, 200]) },
  ]);
  await expect(page.getByTestId('picture-count')).toHaveText('Nuotraukos: 2 iš 20');
  const publish = page.getByRole('button', { name: 'Skelbti' });
  await tabTo(page, publish);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/skelbimas\/\d+$/);
  const adPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The toolbar's wallet button: the top-up dialog, left with Escape, gives focus back to it.
  const wallet = page.getByRole('button', { name: 'Papildyti sąskaitą' });
  await tabTo(page, wallet, { backwards: true });
  await page.keyboard.press('Enter');
  const topUp = page.getByRole('dialog', { name: 'Sąskaitos papildymas' });
  await expect(topUp).toBeVisible();
  await expectFocusIn(topUp);
  await page.keyboard.press('Escape');
  await expectFocusReturned(page, topUp, wallet);

  // Promotion: Escape first (focus back on 'Reklamuoti'), then TOP with too little money leads to a top-up.
  const promoteButton = page.getByRole('button', { name: 'Reklamuoti' });
  await tabTo(page, promoteButton);
  await page.keyboard.press('Enter');
  const promote = page.getByRole('dialog', { name: `Reklamuoti: ${title}` });
  await expect(promote).toBeVisible();
  await expectFocusIn(promote);
  await page.keyboard.press('Escape');
  await expectFocusReturned(page, promote, promoteButton);

  await page.keyboard.press('Enter');
  await expect(promote).toBeVisible();
  await expectFocusIn(promote);
  const top = promote.getByRole('radio', { name: /^TOP skelbimas/ });
  await tabTo(page, promote.getByRole('radio').first());
  await checkRadio(page, top);
  const offer = promote.getByRole('button', { name: 'Papildyti sąskaitą' });
  await tabTo(page, offer);
  await page.keyboard.press('Enter');
  await expect(topUp).toBeVisible();
  await expectFocusIn(topUp);
  // The top-up over the promotion: Escape returns to the promotion's offer, not to the page under both.
  await page.keyboard.press('Escape');
  await expectFocusReturned(page, topUp, offer);
  await page.keyboard.press('Enter');
  await expect(topUp).toBeVisible();
  await expectFocusIn(topUp);
  await tabTo(page, topUp.getByRole('radio').first());
  await checkRadio(page, topUp.getByRole('radio', { name: /^10,00/ }));
  const terms = topUp.getByRole('checkbox');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, topUp.getByRole('button', { name: 'Papildyti', exact: true }));
  await page.keyboard.press('Enter');

  // The test provider's page, then back on the payment's page.
  await expect(page).toHaveURL(/\/testing\/payment\?/);
  await tabTo(page, page.getByRole('button', { name: 'Apmokėtas', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mano\/papildymas\/\d+$/);
  await expect(page.getByTestId('payment-status')).toHaveText('Apmokėtas');

  // Now TOP is paid from the wallet.
  await page.goto(adPath);
  await tabTo(page, promoteButton);
  await page.keyboard.press('Enter');
  await tabTo(page, promote.getByRole('radio').first());
  await checkRadio(page, top);
  await tabTo(page, promote.getByRole('button', { name: 'Užsakyti' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mano\/uzsakymas\/\d+$/);
  await expect(page.getByRole('list', { name: 'Paslaugos' })).toContainText('TOP skelbimas');
});

/** Signed in, on another seller's ad, 'Pranešti' reached with Tab and opened with Enter: its dialog has the focus. */
async function openReportDialog(page: Page, request: APIRequestContext) {
  const ad = await someoneElsesAd(request);
  await signedIn(page);
  await page.goto(`/skelbimas/${ad.id}`);
  const reportButton = page.getByRole('button', { name: 'Pranešti', exact: true });
  await tabTo(page, reportButton);
  await expectVisibleFocus(page, reportButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pranešti apie skelbimą' });
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);
  return { reportButton, dialog };
}

test('keyboard only: report an ad', async ({ page, request }) => {
  const { reportButton, dialog } = await openReportDialog(page, request);
  // Focus stays inside while tabbing round.
  await tabRoundInside(page, dialog, 8);
  await page.keyboard.press('Escape');
  await expectFocusReturned(page, dialog, reportButton);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);
  await tabTo(page, dialog.getByRole('radio').first());
  await checkRadio(page, dialog.getByRole('radio').first());
  await tabTo(page, dialog.getByRole('button', { name: 'Pranešti' }));
  await page.keyboard.press('Enter');
  await expectFocusReturned(page, dialog, reportButton);
  await expect(page.getByText('Ačiū, pranešimas išsiųstas.', { exact: false })).toBeVisible();
});

test('keyboard only: Tabs faster than the frames never reach the page behind a dialog', async ({ page, request }) => {
  const { dialog } = await openReportDialog(page, request);
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  // No frame comes any more, as on a slow phone whose frame is late: the focus guard at the dialog's edge, which
  // sends focus back in on the next frame, keeps it, and every further Tab goes on from there.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  for (let press = 1; press <= 12; press += 1) {
    await page.keyboard.press('Tab');
    const inPage = await page.evaluate(() =>
      Boolean(document.getElementById('root')?.contains(document.activeElement)),
    );
    expect(inPage, `the page behind has focus after Tab ${press}`).toBe(false);
  }
});

test.describe('an administrator', () => {
  // The portal is another origin: the project's Origin header would make the browser refuse its scripts.
  test.use({ extraHTTPHeaders: {} });
  let portal: AdminPortal;
  test.beforeAll(async () => {
    // Two start-ups of the API and a `make-admin` run.
    test.setTimeout(240_000);
    portal = await startPortalWithAdmin();
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test("keyboard only: the dashboard's users list, a row's action and a filter", async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: portal.baseURL,
      locale: 'lt-LT',
      timezoneId: 'Europe/Vilnius',
    });
    const page = await context.newPage();
    // Two more users besides the administrator, so there are rows to move through.
    for (let user = 0; user < 2; user += 1) {
      const answer = await page.request.post('/api/auth/register', {
        data: { emailOrPhone: randomEmail(), password, rememberMe: false },
        headers: { Origin: portal.baseURL },
      });
      expect(answer.ok()).toBe(true);
      await nameAccount(page.request, undefined, undefined, portal.baseURL);
    }
    const login = await page.request.post('/api/auth/login', {
      data: { emailOrPhone: portal.admin.email, password: portal.admin.password, rememberMe: false },
      headers: { Origin: portal.baseURL },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/dashboard/users');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const rows = page.getByRole('table', { name: 'Vartotojai' }).getByTestId('data-row');
    await expect(rows).toHaveCount(3);

    // Down the list, row by row: each row's 'Redaguoti' is reached with Tab, in the rows' order.
    const edits = page.getByRole('button', { name: /^Redaguoti: / });
    await tabTo(page, edits.first());
    await expectVisibleFocus(page, edits.first());
    await tabTo(page, edits.nth(1));
    await tabTo(page, edits.nth(2));

    // A row's action opens its dialog; Escape gives focus back to that row's button.
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog');
    await expect(edit).toBeVisible();
    await expectFocusIn(edit);
    await page.keyboard.press('Escape');
    await expectFocusReturned(page, edit, edits.nth(2));

    // A filter, back up the page: only the blocked users (none), then any again.
    const state = page.getByRole('combobox', { name: 'Būsena' });
    await tabTo(page, state, { backwards: true });
    await chooseOption(page, 'Užblokuoti');
    await expect(page).toHaveURL(/blocked=true/);
    await expect(rows).toHaveCount(0);
    await expectVisibleFocus(page, state);
    await chooseOption(page, 'Visi');
    await expect(rows).toHaveCount(3);
    await context.close();
  });
});
