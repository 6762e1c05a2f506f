import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { nameAccount, signInThroughApi } from './support/account.ts';
import { type AdminPortal, startPortalWithAdmin } from './support/adminServer.ts';
import { randomEmail } from './support/outbox.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * The administrator's journeys (PRODUCT.md §2 'Administrator dashboard') on a portal of their own (support/adminServer.ts): an administrator finds a reported ad
 * from the overview and resolves the report by blocking the ad, finds its seller and blocks them for 7 days
 * (the seller is signed out and their other ad leaves the public list), and makes a moderator, who then can
 * block but not edit or delete users and cannot open the money lists; the moderator then deletes a seeded
 * synonym on the search vocabulary page (PRODUCT.md §20), which leaves the list and the search.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// This journey's pages come from a portal of its own: the project's Origin header (meant for the shared portal's
// API calls) would make Chromium refuse this portal's module scripts as a cross-origin fetch. Its pages send
// Sec-Fetch-Site themselves, and its API contexts set their own Origin (registered()).
test.use({ extraHTTPHeaders: {} });
// Upper bounds on waiting, never timing assertions: this spec's own API shares two cores with the rest.
const expect = baseExpect.configure({ timeout: 20_000 });

let portal: AdminPortal;
const password = 'vartotojo-slaptas';
const seller = { email: randomEmail(), api: null as unknown as APIRequestContext };
const reporter = { email: randomEmail(), api: null as unknown as APIRequestContext };
const moderator = { email: randomEmail(), api: null as unknown as APIRequestContext };
let reportedAd: { id: number; title: string };
let otherAd: { id: number; word: string };
let reasonName: string;

function uniqueWord(): string {
  const letters = [...'bdgklmnprstvz'];
  const vowels = [...'aeiou'];
  let word = '';
  for (let i = 0; i < 5; i += 1)
    word += (letters[randomInt(letters.length)] ?? '') + (vowels[randomInt(vowels.length)] ?? '');
  return word;
}

/** An account of its own; `name` for one that posts (a nameless account may not, PRODUCT.md §25). */
async function registered(email: string, name?: [string, string]): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: portal.baseURL,
    // Origin: no browser here, and the session cookie's POSTs must say they come from the portal (cross-site refusal).
    extraHTTPHeaders: { 'Accept-Language': 'lt-LT', Origin: portal.baseURL },
  });
  const answer = await api.post('/api/auth/register', { data: { emailOrPhone: email, password, rememberMe: false } });
  expect(answer.ok()).toBe(true);
  if (name) await nameAccount(api, ...name);
  return api;
}

async function postAd(api: APIRequestContext, title: string): Promise<number> {
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
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** Signed in through the API, then the portal's home page, where the toolbar has the dashboard's link. */
async function signIn(page: Page, email: string, secret: string) {
  await signInThroughApi(page, portal.baseURL, email, secret);
  await page.goto(`${portal.baseURL}/`);
}

/** The toolbar's search: a field on a laptop, the 'Paieška' dialog on a phone. */
/** The dashboard's navigation: a link per page, the current one marked with aria-current. */
function dashboardNav(page: Page) {
  return page.getByRole('navigation', { name: 'Valdymo skydas' });
}

async function searchFor(page: Page, keyword: string) {
  const field = page.getByRole('searchbox', { name: 'Ieškoti vartotojų' });
  // Below MUI's 'sm' breakpoint (600 px) the toolbar shows the dialog button instead of the field.
  if ((page.viewportSize()?.width ?? 1280) < 600) {
    await page.getByRole('button', { name: 'Paieška' }).click();
    await page.getByRole('dialog', { name: 'Paieška' }).getByRole('searchbox').fill(keyword);
    await page.getByRole('dialog', { name: 'Paieška' }).getByRole('button', { name: 'Ieškoti' }).click();
  } else {
    await field.fill(keyword);
    await field.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`searchKeyword=${encodeURIComponent(keyword)}`));
}

test.beforeAll(async () => {
  // Two start-ups of the API and a `make-admin` run.
  test.setTimeout(240_000);
  portal = await startPortalWithAdmin();
  seller.api = await registered(seller.email, ['Saulius', 'Pardavėjas']);
  reporter.api = await registered(reporter.email, ['Rasa', 'Pranešėja']);
  moderator.api = await registered(moderator.email);
  const word = uniqueWord();
  reportedAd = { title: `Pigus telefonas ${uniqueWord()}`, id: 0 };
  reportedAd.id = await postAd(seller.api, reportedAd.title);
  otherAd = { word, id: await postAd(seller.api, `Dviratis ${word}`) };
  const reasons = (await (await reporter.api.get('/api/postreports/postreportreasons')).json()) as {
    data: Array<{ id: number; name: string; requiresComment: boolean }>;
  };
  const reason = reasons.data.find((r) => !r.requiresComment);
  reasonName = reason?.name ?? '';
  const report = await reporter.api.post('/api/postreports/createpostreport', {
    data: { postId: reportedAd.id, reasonId: reason?.id },
  });
  expect(report.ok()).toBe(true);
});

test.afterAll(async () => {
  await Promise.all([seller.api?.dispose(), reporter.api?.dispose(), moderator.api?.dispose()]);
  await portal?.stop();
});

test('an administrator resolves a report by blocking the ad, blocks its seller and makes a moderator', async ({
  page,
}) => {
  await page.goto(`${portal.baseURL}/visi?searchKeyword=${otherAd.word}`);
  // Before the block the seller's other ad is public: the check after it means something.
  await expect(page.getByTestId(`post-card-${otherAd.id}`)).toBeVisible();

  await signIn(page, portal.admin.email, portal.admin.password);
  await page.getByRole('link', { name: 'Valdymas' }).click();
  await expect(page.getByRole('heading', { name: 'Valdymo skydas' })).toBeVisible();
  await page.getByRole('link', { name: 'Neišspręsti pranešimai: Peržiūrėti pranešimus' }).click();
  await expect(page).toHaveURL(/\/dashboard\/posts\?onlyReported=true$/);

  await page.getByRole('button', { name: `Spręsti pranešimą apie „${reportedAd.title}“: ${reasonName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pranešimo sprendimas' });
  await dialog.getByRole('radio', { name: 'Blokuoti skelbimą' }).check();
  await dialog.getByRole('textbox', { name: 'Pastaba' }).fill('Patvirtinta, blokuojama.');
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Pranešimas išspręstas.')).toBeVisible();
  // Nothing is left to resolve; without the filter the ad shows as blocked with the reason its owner sees.
  await expect(page.getByText('Nieko nerasta.')).toBeVisible();
  await page.getByRole('switch', { name: 'Tik su pranešimais' }).click();
  await expect(page).toHaveURL(/\/dashboard\/posts$/);
  await expect(page.getByText(`Užblokuotas: ${reasonName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Spręsti pranešimą/ })).toHaveCount(0);

  // Find the seller and block them for 7 days.
  await dashboardNav(page).getByRole('link', { name: 'Vartotojai' }).click();
  await expect(page.getByRole('heading', { name: 'Vartotojai' })).toBeVisible();
  await searchFor(page, seller.email);
  await expect(page.getByTestId('data-row')).toHaveCount(1);
  // The people table names the seller by name, the e-mail under it.
  await page.getByRole('button', { name: 'Blokuoti: Saulius Pardavėjas' }).click();
  const block = page.getByRole('dialog', { name: 'Blokuoti vartotoją' });
  await expect(block.getByRole('radio', { name: '7 d.' })).toBeChecked();
  await block.getByRole('textbox', { name: /^Priežastis/ }).fill('Blokuotas skelbimas: sukčiavimas');
  await block.getByRole('button', { name: 'Blokuoti' }).click();
  await expect(page.getByText('Vartotojas užblokuotas.')).toBeVisible();
  await expect(page.getByTestId('data-row').getByText(/^Užblokuotas iki /)).toBeVisible();

  // The seller is signed out everywhere and their other ad has left the public list.
  expect((await seller.api.get('/api/auth/myProfile')).status()).toBe(401);
  await page.goto(`${portal.baseURL}/visi?searchKeyword=${otherAd.word}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('post-list-empty')).toBeVisible();
  await expect(page.getByTestId(`post-card-${otherAd.id}`)).toHaveCount(0);

  // Make a moderator through the role editor.
  await page.goto(`${portal.baseURL}/dashboard/users`);
  await searchFor(page, moderator.email);
  await page.getByRole('button', { name: `Redaguoti: ${moderator.email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Vartotojo duomenys' });
  await edit.getByRole('combobox', { name: 'Rolė' }).selectOption({ label: 'Moderatorius' });
  await edit.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Vartotojo duomenys išsaugoti.')).toBeVisible();
  await expect(page.getByTestId('data-row').getByText('Moderatorius')).toBeVisible();
});

test('a moderator can block ordinary users but not edit or delete them, nor open payments', async ({ page }) => {
  await signIn(page, moderator.email, password);
  await page.goto(`${portal.baseURL}/dashboard/users`);
  await expect(page.getByRole('heading', { name: 'Vartotojai' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Blokuoti: Rasa Pranešėja' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Redaguoti/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ištrinti/ })).toHaveCount(0);
  await expect(dashboardNav(page).getByRole('link', { name: 'Mokėjimai' })).toHaveCount(0);

  await page.goto(`${portal.baseURL}/dashboard/payments`);
  await expect(page).toHaveURL(`${portal.baseURL}/`);
});

test('a moderator deletes a seeded synonym on the search vocabulary page, and it stays gone', async ({ page }) => {
  // 'moto' finds Kawasaki ads through the seeded pair 'moto' → 'kawasaki' (this ad is in no motorcycle category).
  const word = uniqueWord();
  const bike = await postAd(reporter.api, `Kawasaki Z750 ${word}`);
  // 'moto' alone: with the unique word too, the title's trigram similarity to the whole query would find it anyway.
  const searchMoto = `${portal.baseURL}/visi?searchKeyword=moto`;
  await page.goto(searchMoto);
  await expect(page.getByTestId(`post-card-${bike}`)).toBeVisible();

  await signIn(page, moderator.email, password);
  await page.getByRole('link', { name: 'Valdymas' }).click();
  await dashboardNav(page).getByRole('link', { name: 'Paieškos žodynas' }).click();
  await expect(page.getByRole('heading', { name: 'Paieškos žodynas' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Ieškomas žodis' });
  await field.fill('moto');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/zodynas\?term=moto$/);

  const remove = page.getByRole('button', { name: 'Ištrinti: „moto“ → „kawasaki“' });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Ištrinti įrašą?' });
  await expect(confirm).toContainText('nebegrįš ir paleidus portalą iš naujo');
  await confirm.getByRole('button', { name: 'Ištrinti' }).click();
  await expect(page.getByText('Įrašas ištrintas.')).toBeVisible();
  await expect(remove).toHaveCount(0);
  // The server's list, not just the page's: still gone after a reload, the word's other pairs still there.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ištrinti: „moto“ → „suzuki“' })).toBeVisible();
  await expect(remove).toHaveCount(0);

  // The search no longer reads it.
  await page.goto(searchMoto);
  await expect(page.getByTestId('post-list-empty')).toBeVisible();
  await expect(page.getByTestId(`post-card-${bike}`)).toHaveCount(0);
});
