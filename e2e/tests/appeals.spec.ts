import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from '@playwright/test';
import { nameAccount, signInThroughApi } from './support/account.ts';
import { type AdminPortal, startPortalWithAdmin } from './support/adminServer.ts';
import { mailTo as mailToWithin, randomEmail } from './support/outbox.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * Statements of reasons and appeals (PRODUCT.md §17, DSA Art. 17 and 20), on a portal of its own (support/adminServer.ts) with a moderator and an
 * administrator: a moderator blocks an ad with a rule, its owner reads the statement of reasons in 'Mano
 * skelbimai' and by e-mail, appeals, the administrator reverses the decision, the ad is public again and the
 * outcome arrives by e-mail.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// Pages of a portal of its own: the project's Origin header would make Chromium refuse its module scripts.
test.use({ extraHTTPHeaders: {} });
// Upper bounds on waiting, never timing assertions: this spec's own API shares two cores with the rest.
const expect = baseExpect.configure({ timeout: 20_000 });

let portal: AdminPortal;
const password = 'vartotojo-slaptas';
const moderator = { email: randomEmail() };

/** The mail to `address` whose subject starts with `subject`, within this spec's longer bound on waiting. */
const mailTo = (address: string, subject: string) => mailToWithin(address, subject, { timeout: 20_000 });

async function apiContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: portal.baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'lt-LT', Origin: portal.baseURL },
  });
}

/** A new account signed in on an API context of its own; answers the context and the account's id. */
async function registered(email: string): Promise<{ api: APIRequestContext; id: string }> {
  const api = await apiContext();
  const answer = await api.post('/api/auth/register', { data: { emailOrPhone: email, password, rememberMe: false } });
  expect(answer.ok()).toBe(true);
  await nameAccount(api);
  const profile = (await (await api.get('/api/auth/myProfile')).json()) as { data: { id: string } };
  return { api, id: profile.data.id };
}

/** Signing in is set-up here: through the API, into the page's browser. */
const signIn = (page: Page, email: string, secret: string) => signInThroughApi(page, portal.baseURL, email, secret);

async function browserOf(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: {} });
  return context.newPage();
}

const look = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  portal = await startPortalWithAdmin();
  // The administrator makes a moderator, so the appeal can go to someone other than the decision's maker.
  const { api: moderatorApi, id } = await registered(moderator.email);
  await moderatorApi.dispose();
  const adminApi = await apiContext();
  const signedIn = await adminApi.post('/api/auth/login', {
    data: { emailOrPhone: portal.admin.email, password: portal.admin.password, rememberMe: false },
  });
  expect(signedIn.ok()).toBe(true);
  const promoted = await adminApi.post('/api/users/UpdateUser', { data: { targetUserId: id, authRole: 'Moderator' } });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  await adminApi.dispose();
});

test.afterAll(async () => {
  await portal?.stop();
});

test('a blocked ad: statement of reasons, appeal, reversal by another person, outcome by e-mail', async ({
  browser,
}, testInfo) => {
  const word = randomBytes(3).toString('hex');
  const seller = { email: randomEmail() };
  const { api: sellerApi, id: sellerId } = await registered(seller.email);
  const categories = (await (await sellerApi.get('/api/categories/get')).json()) as {
    data: Array<{ childCategories: Array<{ id: number }> }>;
  };
  const title = `Receptiniai vaistai ${word}`;
  const created = await sellerApi.post('/api/posts/create', {
    data: {
      title,
      description: 'Parduodu likusius vaistus.',
      subCategoryId: categories.data[0]?.childCategories[0]?.id,
      postType: 'sell',
      price: 10,
    },
  });
  expect(created.ok()).toBe(true);
  const postId = ((await created.json()) as { data: { id: number } }).data.id;
  await sellerApi.dispose();

  // The moderator blocks the ad with a rule and the facts.
  const staff = await browserOf(browser, testInfo);
  if (testInfo.project.name === 'phone') await staff.setViewportSize({ width: 390, height: 844 });
  await signIn(staff, moderator.email, password);
  await staff.goto(`${portal.baseURL}/dashboard/posts?targetUserId=${sellerId}`);
  await staff.getByRole('button', { name: `Blokuoti skelbimą „${title}“` }).click();
  const block = staff.getByRole('dialog', { name: 'Blokuoti skelbimą' });
  await block
    .getByRole('combobox', { name: 'Pažeista taisyklė' })
    .selectOption({ label: 'Draudžiama prekė ar paslauga' });
  const facts = 'Receptinių vaistų prekyba skelbimuose draudžiama';
  await block.getByRole('textbox', { name: /^Priežastis/ }).fill(facts);
  await block.getByRole('button', { name: 'Blokuoti' }).click();
  await expect(staff.getByText('Skelbimas užblokuotas.')).toBeVisible();
  await staff.context().close();

  // The statement by e-mail, with the link to appeal.
  const statementMail = await mailTo(seller.email, 'Jūsų skelbimas užblokuotas');
  expect(statementMail.text).toContain(`Sprendimas: Skelbimas užblokuotas – „${title}“.`);
  expect(statementMail.text).toContain('Pažeista taisyklė: Draudžiama prekė ar paslauga.');
  expect(statementMail.text).toContain(`Aplinkybės: ${facts}`);
  expect(statementMail.text).toMatch(/Apskųsti sprendimą: http.*\/skundas\?token=/);

  // The owner reads the same in 'Mano skelbimai' and appeals.
  const owner = await browserOf(browser, testInfo);
  if (testInfo.project.name === 'phone') await owner.setViewportSize({ width: 390, height: 844 });
  await signIn(owner, seller.email, password);
  await owner.goto(`${portal.baseURL}/mano/skelbimai`);
  const statement = owner.getByTestId(`statement-${postId}`);
  await expect(statement.getByText('Draudžiama prekė ar paslauga')).toBeVisible();
  await expect(statement.getByText(facts)).toBeVisible();
  await expect(statement.getByText('Moderatorius', { exact: true })).toBeVisible();
  await look(owner, testInfo, 'statement');
  await statement.getByRole('button', { name: 'Apskųsti sprendimą' }).click();
  const appeal = owner.getByRole('dialog', { name: 'Sprendimo apskundimas' });
  await appeal
    .getByRole('textbox', { name: 'Kodėl sprendimas neteisingas?' })
    .fill('Tai nereceptiniai vitaminai, aprašymą pataisysiu.');
  await appeal.getByRole('button', { name: 'Pateikti skundą' }).click();
  await expect(owner.getByText('Skundas išsiųstas. Atsakymą gausite el. paštu.')).toBeVisible();
  await expect(statement.getByText(/^Skundas pateiktas .* ir nagrinėjamas/)).toBeVisible();
  await owner.context().close();

  // The administrator (not the moderator who decided) reverses it.
  const admin = await browserOf(browser, testInfo);
  if (testInfo.project.name === 'phone') await admin.setViewportSize({ width: 390, height: 844 });
  await signIn(admin, portal.admin.email, portal.admin.password);
  await admin.goto(`${portal.baseURL}/dashboard/skundai`);
  const card = admin.getByRole('article').filter({ hasText: `Skelbimas #${postId}` });
  await expect(card.getByText('Tai nereceptiniai vitaminai, aprašymą pataisysiu.')).toBeVisible();
  await expect(card.getByText(facts)).toBeVisible();
  await look(admin, testInfo, 'appeals');
  await card.getByRole('button', { name: 'Atšaukti sprendimą' }).click();
  const decide = admin.getByRole('dialog', { name: 'Atšaukti sprendimą ir panaikinti apribojimą' });
  await decide.getByRole('textbox', { name: 'Paaiškinimas vartotojui' }).fill('Vitaminai parduodami laisvai.');
  await decide.getByRole('button', { name: 'Atšaukti sprendimą' }).click();
  await expect(admin.getByText(/^Sprendimas atšauktas, apribojimas panaikintas/)).toBeVisible();

  // The transparency report counts it; its CSV downloads with the same rows.
  await admin.goto(`${portal.baseURL}/dashboard/skaidrumas`);
  const reversedRow = admin.getByRole('row', { name: /Skundai patenkinti \(sprendimas atšauktas\)/ });
  await expect(reversedRow).toBeVisible();
  await look(admin, testInfo, 'transparency');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Atsisiųsti CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skaidrumo-ataskaita-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFrodiklis,pavadinimas,nuo,iki,reikšmė\r\n')).toBe(true);
  expect(csv).toMatch(/\r\nappeals\.reversed,Skundai patenkinti \(sprendimas atšauktas\),[\d-]+,[\d-]+,[1-9]\d*\r\n/);
  await admin.context().close();

  // The e-mail's link shows the decision, now reversed, to anyone holding it (no sign-in).
  const link = /https?:\/\/\S+\/skundas\?token=\S+/.exec(statementMail.text)?.[0] ?? '';
  const holder = await browserOf(browser, testInfo);
  if (testInfo.project.name === 'phone') await holder.setViewportSize({ width: 390, height: 844 });
  await holder.goto(`${portal.baseURL}${new URL(link).pathname}${new URL(link).search}`);
  await expect(holder.getByText(/^Skundas išnagrinėtas .*: sprendimas atšauktas\.$/)).toBeVisible();
  await expect(holder.getByRole('button', { name: 'Apskųsti sprendimą' })).toHaveCount(0);
  await look(holder, testInfo, 'appeal-page');
  await holder.context().close();

  // The ad is public again, and the owner is told.
  const guest = await apiContext();
  const single = await guest.get(`/api/posts/single/${postId}`);
  expect(single.status()).toBe(200);
  expect(((await single.json()) as { data: { status: string } }).data.status).toBe('active');
  await guest.dispose();
  const outcome = await mailTo(seller.email, 'Skundas patenkintas, sprendimas atšauktas');
  expect(outcome.text).toContain('Moderatoriaus paaiškinimas: Vitaminai parduodami laisvai.');
});
