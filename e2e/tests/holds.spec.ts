import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { nameAccount, signInThroughApi } from './support/account.ts';
import { type AdminPortal, startPortalWithAdmin } from './support/adminServer.ts';
import { latestMailTo, mailTo, randomEmail } from './support/outbox.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * Held ads' journey (PRODUCT.md §18) on a portal of its own (the dashboard needs an administrator, support/adminServer.ts): a
 * guest sends a notice about illegal content and the acknowledgement reaches the test SMTP server; the
 * administrator adds a word to the list; a user's new ad with it waits for review ('Laukia patikrinimo' in
 * 'Mano skelbimai', out of public sight); the administrator approves it ('Patvirtinti') and it is public;
 * reports from three different users hold an ad, and its owner gets the statement of reasons with the appeal.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ extraHTTPHeaders: {} });
const expect = baseExpect.configure({ timeout: 20_000 });

let portal: AdminPortal;
const password = 'vartotojo-slaptas';
const seller = { email: randomEmail(), api: null as unknown as APIRequestContext };
const word = `kontrabandin${Date.now() % 1000}`;

/** A new account's client; `network` (a /24's third number) is where it says it comes from (X-Forwarded-For). */
async function registered(email: string, network = 0): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: portal.baseURL,
    extraHTTPHeaders: {
      'Accept-Language': 'lt-LT',
      Origin: portal.baseURL,
      ...(network ? { 'X-Forwarded-For': `203.0.${network}.10` } : {}),
    },
  });
  const answer = await api.post('/api/auth/register', { data: { emailOrPhone: email, password, rememberMe: false } });
  expect(answer.ok()).toBe(true);
  await nameAccount(api);
  return api;
}

async function postAd(api: APIRequestContext, title: string): Promise<{ id: number; messages: string[] }> {
  const categories = (await (await api.get('/api/categories/get')).json()) as {
    data: Array<{ childCategories: Array<{ id: number }> }>;
  };
  const created = await api.post('/api/posts/create', {
    data: {
      title,
      description: 'Parduodu, nes nebereikia.',
      subCategoryId: categories.data[0]?.childCategories[0]?.id,
      postType: 'sell',
      price: 50,
    },
  });
  expect(created.ok()).toBe(true);
  const body = (await created.json()) as { data: { id: number }; messages: string[] };
  return { id: body.data.id, messages: body.messages };
}

/** A full page load and the app's hydration mark: a form used before it would submit natively. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signing in is set-up here: through the API, into the page's browser. */
const signIn = (page: Page, email: string, secret: string) => signInThroughApi(page, portal.baseURL, email, secret);

test.beforeAll(async () => {
  // Two start-ups of the API and a `make-admin` run.
  test.setTimeout(240_000);
  portal = await startPortalWithAdmin();
  seller.api = await registered(seller.email);
});

test.afterAll(async () => {
  await seller.api?.dispose();
  await portal?.stop();
});

test('a guest sends a notice about illegal content and gets the acknowledgement by e-mail', async ({ browser }) => {
  const ad = await postAd(seller.api, 'Įtartinos tabletės');
  const context = await browser.newContext({ baseURL: portal.baseURL, locale: 'lt-LT' });
  const page = await context.newPage();
  await visit(page, `/skelbimas/${ad.id}`);
  await page.getByRole('button', { name: 'Pranešti apie neteisėtą turinį' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pranešti apie neteisėtą turinį' });
  // A native select now (docs/STYLING.md).
  await dialog.getByRole('combobox', { name: 'Priežastis' }).selectOption({ label: 'Neteisėta prekė ar paslauga' });
  await dialog.getByRole('textbox', { name: 'Paaiškinimas' }).fill('Parduodami receptiniai vaistai be recepto.');
  const email = randomEmail();
  await dialog.getByRole('textbox', { name: 'El. paštas' }).fill(email);
  await dialog.getByRole('button', { name: 'Siųsti' }).click();
  await expect(page.getByText('Ačiū, pranešimas gautas.', { exact: false })).toBeVisible();
  const mail = await latestMailTo(email);
  expect(mail.subject).toMatch(/^Pranešimas Nr\. \d+ gautas$/);
  expect(mail.text).toContain('Įtartinos tabletės');
  await context.close();
});

test('a listed word holds a new ad until the moderator approves it', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: portal.baseURL, locale: 'lt-LT' });
  const admin = await adminContext.newPage();
  await signIn(admin, portal.admin.email, portal.admin.password);
  await visit(admin, '/dashboard/zodziai');
  await admin.getByRole('textbox', { name: 'Žodis ar frazė' }).fill(word);
  await admin.getByRole('button', { name: 'Pridėti' }).click();
  // Its row (a table on a laptop, a list on a phone) has its own remove button.
  await expect(admin.getByRole('button', { name: `Pašalinti: ${word}`, exact: true })).toBeVisible();

  const title = `${word}ės prekės`;
  const ad = await postAd(seller.api, title);
  expect(ad.messages).toEqual([
    'Skelbimas laukia patikrinimo: jame yra žodis, kurį moderatoriai turi peržiūrėti prieš paskelbiant.',
  ]);

  const sellerContext = await browser.newContext({ baseURL: portal.baseURL, locale: 'lt-LT' });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.email, password);
  await visit(sellerPage, '/mano/skelbimai');
  const card = sellerPage.getByTestId(`my-post-${ad.id}`);
  await expect(card.getByText('Laukia patikrinimo', { exact: true })).toBeVisible();
  await expect(card.getByTestId('held-note')).toHaveText('Skelbimas nerodomas kitiems, kol jį peržiūrės moderatorius.');
  // The word is said once, in the statement of reasons' facts, not again in a line of its own.
  await expect(card.getByTestId(`statement-${ad.id}`)).toContainText(word);
  await expect(card.getByTestId('held-reason')).toHaveCount(0);

  const guest = await (await browser.newContext({ baseURL: portal.baseURL, locale: 'lt-LT' })).newPage();
  await visit(guest, `/skelbimas/${ad.id}`);
  await expect(guest.getByRole('heading', { name: title })).toHaveCount(0);

  await visit(admin, '/dashboard/posts?onlyHeld=true');
  await admin.getByRole('button', { name: `Patvirtinti skelbimą „${title}“` }).click();
  await expect(admin.getByText('Skelbimas patvirtintas ir vėl matomas visiems.')).toBeVisible();

  await visit(guest, `/skelbimas/${ad.id}`);
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await adminContext.close();
  await sellerContext.close();
  await guest.context().close();
});

test('reports from three different users hold an ad; its owner reads why and may appeal', async ({ browser }) => {
  const title = `Įtartinas laikrodis ${Date.now() % 1000}`;
  // An owner of its own: the newest mail to them is this hold's.
  const ownerEmail = randomEmail();
  const owner = await registered(ownerEmail);
  const ad = await postAd(owner, title);
  // Reports that count toward a hold (DECISIONS #164): confirmed accounts over a day old, one per network.
  const reporterEmails = [1, 2, 3].map(() => randomEmail());
  const reporters = await Promise.all(reporterEmails.map((email, index) => registered(email, 60 + index)));
  const emails = reporterEmails.map((email) => `'${email}'`).join(', ');
  await portal.whileStopped(
    `await db.execute(sql.raw("update users set email_confirmed = true, created_at = now() - interval '2 days' where email in (${emails})"));`,
  );
  for (const reporter of reporters) {
    const reported = await reporter.post('/api/postreports/createpostreport', { data: { postId: ad.id, reasonId: 1 } });
    expect(reported.ok(), await reported.text()).toBe(true);
  }

  // The statement of reasons reaches the owner by e-mail and stands under the ad in 'Mano skelbimai'.
  // (The registration's code came first: wait for the statement itself.)
  const statementMail = await mailTo(ownerEmail, 'Jūsų skelbimas laukia patikrinimo', { timeout: 20_000 });
  expect(statementMail.text).toContain(title);
  const context = await browser.newContext({ baseURL: portal.baseURL, locale: 'lt-LT' });
  const page = await context.newPage();
  await signIn(page, ownerEmail, password);
  await visit(page, '/mano/skelbimai');
  const card = page.getByTestId(`my-post-${ad.id}`);
  await expect(card.getByText('Laukia patikrinimo', { exact: true })).toBeVisible();
  const statement = card.getByTestId(`statement-${ad.id}`);
  await expect(statement).toContainText('3');
  await expect(statement.getByRole('button', { name: 'Apskųsti sprendimą' })).toBeVisible();
  await context.close();
  for (const api of [owner, ...reporters]) await api.dispose();
});
