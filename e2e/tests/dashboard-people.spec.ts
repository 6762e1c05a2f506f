import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, request as playwrightRequest, type TestInfo } from '@playwright/test';
import { emailOrPhoneField, nameAccount, passwordField, signInThroughApi } from './support/account.ts';
import { type AdminPortal, startPortalWithAdmin } from './support/adminServer.ts';
import { latestMailTo, randomEmail } from './support/outbox.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * The dashboard that names people, on a laptop and a phone, on a portal of its own (support/adminServer.ts; its
 * administrator has no name, as `make-admin` leaves one): the revenue chart has a value and a date axis,
 * payments, orders and the audit log name people by name and e-mail and filter by them, a resolved report
 * names who resolved it, and a block takes a reason that the blocked user reads by e-mail and when signing in.
 * Each page is also saved as a screenshot for a person to look at (test-results/).
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// Pages of a portal of its own: the project's Origin header would make Chromium refuse its module scripts.
test.use({ extraHTTPHeaders: {} });
// Upper bounds on waiting, never timing assertions: this spec's own API shares two cores with the rest.
const expect = baseExpect.configure({ timeout: 20_000 });

let portal: AdminPortal;
const password = 'vartotojo-slaptas';
const word = randomBytes(3).toString('hex');
// A long name in a long address: the kind that broke mid-word in the users table.
const seller = { email: `ilgas.pardaveju.adresas.${word}@pavyzdys.example.com`, name: `Rūta Pardavėja ${word}` };
const reporter = { email: randomEmail() };
let sellerApi: APIRequestContext;
let adTitle: string;

async function registered(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: portal.baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'lt-LT', Origin: portal.baseURL },
  });
  const answer = await api.post('/api/auth/register', { data: { emailOrPhone: email, password, rememberMe: false } });
  expect(answer.ok()).toBe(true);
  await nameAccount(api);
  return api;
}

/** The seller names themselves, posts an ad, pays 20 € by the test provider and buys TOP for the ad. */
async function sellerWithMoneyAndOrder(): Promise<number> {
  sellerApi = await registered(seller.email);
  expect((await sellerApi.post('/api/auth/ChangeProfileName', { data: { newFullName: seller.name } })).ok()).toBe(true);
  const categories = (await (await sellerApi.get('/api/categories/get')).json()) as {
    data: Array<{ childCategories: Array<{ id: number }> }>;
  };
  adTitle = `Ąžuolinis stalas ${word}`;
  const created = await sellerApi.post('/api/posts/create', {
    data: {
      title: adTitle,
      description: 'Tvirtas, mažai naudotas.',
      subCategoryId: categories.data[0]?.childCategories[0]?.id,
      postType: 'sell',
      price: 80,
    },
  });
  expect(created.ok()).toBe(true);
  const postId = ((await created.json()) as { data: { id: number } }).data.id;
  const payment = (await (
    await sellerApi.post('/api/payments/createPayment', { data: { TopUpOptionId: 3 } })
  ).json()) as {
    data: { id: number; paymentLink: string };
  };
  const token = new URL(payment.data.paymentLink, portal.baseURL).searchParams.get('token');
  const paid = await sellerApi.post('/api/testing/payment/complete', {
    data: { paymentId: payment.data.id, token, status: 1 },
  });
  expect(paid.ok()).toBe(true);
  const order = await sellerApi.post('/api/orders/createOrder', { data: { postId, serviceId: 3 } });
  expect(order.ok()).toBe(true);
  return postId;
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto(`${portal.baseURL}/prisijungimas`);
  // A page of a context made here has no fixture waiting for hydration (support/test.ts): wait as it does.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await emailOrPhoneField(page).fill(email);
  await passwordField(page).fill(secret);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
}

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

async function look(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** The dashboard's rows: table rows on a laptop, cards on a phone (DataList), both marked data-row. */
const rows = (page: Page) => page.getByTestId('data-row');

// A small phone: 390 px wide (the phone project's Pixel 7 is 412).
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  portal = await startPortalWithAdmin();
  const postId = await sellerWithMoneyAndOrder();
  const reporterApi = await registered(reporter.email);
  const reasons = (await (await reporterApi.get('/api/postreports/postreportreasons')).json()) as {
    data: Array<{ id: number; requiresComment: boolean }>;
  };
  const report = await reporterApi.post('/api/postreports/createpostreport', {
    data: { postId, reasonId: reasons.data.find((reason) => !reason.requiresComment)?.id },
  });
  expect(report.ok()).toBe(true);
  await reporterApi.dispose();
});

test.afterAll(async () => {
  await sellerApi?.dispose();
  await portal?.stop();
});

test('the site name stays on one line in the toolbar', async ({ page }, testInfo) => {
  await page.goto(`${portal.baseURL}/`);
  const name = page.getByRole('link', { name: /– Pradžia$/ }).locator('span');
  await expect(name).toBeVisible();
  const lines = await name.evaluate((element) => {
    const height = element.getBoundingClientRect().height;
    return Math.round(height / Number.parseFloat(getComputedStyle(element).lineHeight));
  });
  expect(lines).toBe(1);
  await page.screenshot({ path: testInfo.outputPath(`toolbar-${testInfo.project.name}.png`) });
});

test('an administrator reads the chart, finds people by name or e-mail, and sees who resolved a report', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page, portal.baseURL, portal.admin.email, portal.admin.password);
  await page.goto(`${portal.baseURL}/dashboard`);

  // The revenue chart: round sums on its value axis and today's date (Vilnius) at the end of its date axis.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date()).slice(5);
  await expect(page.getByTestId('chart-values')).toContainText('€');
  await expect(page.getByTestId('chart-dates')).toContainText(today);
  await look(page, testInfo, 'overview');

  // Payments: the payer by name and e-mail, found by part of the e-mail in any letter case.
  await page.goto(`${portal.baseURL}/dashboard/payments`);
  const filter = page.getByRole('textbox', { name: 'Vartotojas (vardas ar el. paštas)' });
  await filter.fill(`PARDAVEJU.ADRESAS.${word.toUpperCase()}`);
  await filter.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(seller.name);
  await expect(rows(page)).toContainText(seller.email);
  await look(page, testInfo, 'payments');

  // Orders: the buyer likewise, by part of the name.
  await page.goto(`${portal.baseURL}/dashboard/orders`);
  await page.getByRole('textbox', { name: 'Vartotojas (vardas ar el. paštas)' }).fill(`pardavėja ${word}`);
  await page.getByRole('textbox', { name: 'Vartotojas (vardas ar el. paštas)' }).press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('TOP skelbimas');
  await expect(rows(page).getByRole('link', { name: `Tik ${seller.name}` })).toBeVisible();

  // A report resolved by this administrator, who has no name: 'Sprendė' gives the e-mail, not '—'.
  await page.goto(`${portal.baseURL}/dashboard/posts?onlyReported=true`);
  await page.getByRole('button', { name: new RegExp(`^Spręsti pranešimą apie „${adTitle}“`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Pranešimo sprendimas' });
  await dialog.getByRole('radio', { name: 'Atmesti (skelbimas tvarkingas)' }).check();
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Pranešimas išspręstas.')).toBeVisible();
  // This portal's only ad, without the filter: its report now resolved.
  await page.goto(`${portal.baseURL}/dashboard/posts`);
  await expect(page.getByTestId('post-report')).toContainText(`Sprendė: ${portal.admin.email}`);
  await expect(page.getByTestId('post-report')).not.toContainText('Sprendė: —');
});

test('a block takes a reason, which the user gets by e-mail and reads when signing in', async ({
  page,
  browser,
}, testInfo) => {
  await signInThroughApi(page, portal.baseURL, portal.admin.email, portal.admin.password);
  await page.goto(`${portal.baseURL}/dashboard/users`);
  await look(page, testInfo, 'users');
  const card = rows(page).filter({ hasText: seller.name });
  const email = card.getByText(seller.email);
  await expect(email).toBeVisible();
  if (phone(page)) {
    // A card's value column is narrower than this address's first part: it may break inside it, but never
    // past the card's edge.
    const [emailBox, cardBox] = await Promise.all([email.boundingBox(), card.boundingBox()]);
    expect((emailBox?.x ?? 0) + (emailBox?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  } else {
    // In the table it wraps after '@' and nowhere else: two lines, each part whole.
    const emailLines = await email.evaluate((element) =>
      Math.round(element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight)),
    );
    expect(emailLines).toBeLessThanOrEqual(2);
  }

  await page.getByRole('button', { name: `Blokuoti: ${seller.name}` }).click();
  const block = page.getByRole('dialog', { name: 'Blokuoti vartotoją' });
  await block.getByRole('radio', { name: 'Neribotai' }).check();
  await block.getByRole('button', { name: 'Blokuoti' }).click();
  await expect(block.getByText('Nurodykite blokavimo priežastį.')).toBeVisible();
  const reason = 'Prašė pirkėjų pervesti avansą';
  await block.getByRole('textbox', { name: /^Priežastis/ }).fill(reason);
  await block.getByRole('button', { name: 'Blokuoti' }).click();
  await expect(page.getByText('Vartotojas užblokuotas.')).toBeVisible();
  await expect(rows(page).filter({ hasText: seller.name }).getByText('Užblokuotas neribotai')).toBeVisible();
  await look(page, testInfo, 'users-blocked');

  // The audit log names the blocked user and the reason, found by part of their e-mail.
  await page.goto(`${portal.baseURL}/dashboard/audit`);
  await page.getByRole('textbox', { name: 'Vartotojas (vardas ar el. paštas)' }).fill(`adresas.${word}`);
  await page.getByRole('textbox', { name: 'Vartotojas (vardas ar el. paštas)' }).press('Enter');
  const entry = rows(page).filter({ hasText: 'Vartotojo blokavimas' });
  await expect(entry).toContainText(seller.name);
  await expect(entry).toContainText(reason);
  await look(page, testInfo, 'audit');

  // The e-mail, sent when the block was set.
  const mail = await latestMailTo(seller.email);
  expect(mail.subject).toMatch(/^Paskyra užblokuota – /);
  expect(mail.text).toContain(`Jūsų paskyra užblokuota. Priežastis: ${reason}`);

  // The seller, on a browser of their own, is refused with the reason.
  const sellerBrowser = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: {} });
  const sellerPage = await sellerBrowser.newPage();
  await signIn(sellerPage, seller.email, password);
  await expect(sellerPage.getByText(`Jūsų paskyra užblokuota. Priežastis: ${reason}`)).toBeVisible();
  await sellerPage.screenshot({ path: testInfo.outputPath(`refused-${testInfo.project.name}.png`) });
  await sellerBrowser.close();

  if (phone(page)) {
    // On a phone each user is a card: the values of every card start at one line, whatever their e-mails.
    await page.goto(`${portal.baseURL}/dashboard/users`);
    await expect(rows(page)).toHaveCount(3);
    const valueLefts = await page
      .locator('[data-testid="data-row"] dd')
      .evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().left)));
    expect(valueLefts.length).toBeGreaterThan(6);
    expect(new Set(valueLefts).size).toBe(1);
  }
});
