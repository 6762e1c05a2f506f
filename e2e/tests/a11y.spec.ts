import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { solidPng } from '@skelbimai/test-fakes';
import { type ClientRouteId, clientRouteIds, clientRoutes } from '../../packages/contract/src/routes.ts';
import { emailOrPhoneField, nameAccount, passwordField, signInThroughApi } from './support/account.ts';
import { chooseCategory } from './support/adForm.ts';
import { type AdminPortal, startPortalWithAdmin } from './support/adminServer.ts';
import { axeViolations } from './support/axe.ts';
import { tabRoundInside } from './support/keyboard.ts';
import { fieldErrors, iconButtonNameProblems, inLiveRegion } from './support/names.ts';
import { randomEmail } from './support/outbox.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * docs/ACCESSIBILITY.md: zero axe violations (WCAG 2.0/2.1/2.2 A and AA) on every route of the contract's route table, as the
 * role that may open it (guest, signed-in user, administrator), with the dialogs open (account panel, top-up,
 * promotion, report, filters), at 1280 px and 390 px in the same page (resized, not loaded again). The route list comes from
 * packages/contract's table, so a new route is checked without touching this file; a route with parameters needs
 * a real address below, and the test says so when one is missing. A failure names the page, the rule and the element.
 *
 * On a portal of its own (support/adminServer.ts): the dashboard needs an administrator. One browser context per
 * role, signed in once. The desktop project only (playwright.config.ts): each check covers both widths itself,
 * so the phone project would load every page and start a second portal for nothing.
 */

// A ceiling against hangs, not a speed check: the guest's and the signed-in user's journeys each load some
// thirty pages with two axe runs apiece, 3-4 minutes on the slower hosts of this machine kind, where 240 s
// once cut the guest's short.
test.describe.configure({ mode: 'serial', timeout: 480_000 });
test.use({ extraHTTPHeaders: {} });
const expect = baseExpect.configure({ timeout: 20_000 });

let portal: AdminPortal;
const password = 'prieinamumo-slaptas';
let other: APIRequestContext;
let otherAd: { id: number; title: string };
/** Real addresses for the routes with parameters, filled as the journeys make the data. */
const addresses: Partial<Record<ClientRouteId, string>> = {};
const contexts: BrowserContext[] = [];

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

interface CategoryTree {
  data: Array<{ logicalName: string; childCategories: Array<{ id: number; logicalName: string }> }>;
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** A browser context as the role's; it starts at the desktop's width and each check resizes it to both. */
async function roleContext(
  browser: Browser,
  storageState?: Awaited<ReturnType<APIRequestContext['storageState']>>,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
) {
  const context = await browser.newContext({
    reducedMotion,
    baseURL: portal.baseURL,
    viewport: desktop,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    ...(storageState ? { storageState } : {}),
  });
  contexts.push(context);
  return context.newPage();
}

/** A full page load, then the app's hydration mark and its lazy parts' requests (support/test.ts does the same). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** The routes a role opens: the public and guest-only ones as a guest, the rest as the role that may open them. */
function routesFor(access: ReadonlyArray<string>): ClientRouteId[] {
  return clientRouteIds.filter((id) => access.includes(clientRoutes[id].access));
}

function addressOf(id: ClientRouteId): string {
  const path = clientRoutes[id].path;
  if (!path.includes(':')) return path;
  const address = addresses[id];
  if (!address) throw new Error(`Route '${id}' (${path}) has parameters: give it a real address in a11y.spec.ts`);
  return address;
}

/**
 * The page as it is, at both widths: axe, the icon buttons' names, and at 390 px the text doubled. The width it
 * is at goes first, so a page is resized once; the next page starts at the other width.
 */
async function checkBothWidths(page: Page, where: string, found: string[], { textZoom = false } = {}) {
  const first = page.viewportSize()?.width === phone.width ? phone : desktop;
  for (const size of first === phone ? [phone, desktop] : [desktop, phone]) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    found.push(...(await axeViolations(page, where)));
    found.push(...(await iconButtonNameProblems(page, where)));
    if (textZoom && size === phone) found.push(...(await textZoomOverflow(page, where)));
  }
}

/**
 * 200 % text (WCAG 1.4.4 and 1.4.10): the root font size doubled, as a browser's text-only zoom does; the page
 * still fits the 390 px screen without scrolling sideways. Put back afterwards.
 */
async function textZoomOverflow(page: Page, where: string): Promise<string[]> {
  const overflow = await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    document.documentElement.style.fontSize = '';
    return wider;
  });
  return overflow > 0 ? [`${where} at 200 % text: ${overflow}px wider than the 390 px screen`] : [];
}

async function checkRoutes(page: Page, ids: ClientRouteId[], found: string[]) {
  for (const id of ids) {
    const address = addressOf(id);
    await visit(page, address);
    await checkBothWidths(page, `${id} ${address}`, found, { textZoom: true });
  }
}

/** The toolbar's 'Paskyra' menu of a guest, 'Prisijungti': the account panel dialog. */
async function openAccountPanel(page: Page) {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Paskyra', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Prisijungti' }).click();
  await expect(page.getByRole('dialog', { name: 'Prisijungimas' })).toBeVisible();
}

/** Seconds the dialog's backdrop takes to fade in, as the browser computes its style. */
async function backdropFadeSeconds(page: Page): Promise<number> {
  // The kit's dialogs (Base UI) draw their backdrop as a presentation element, after the page in the body.
  const duration = await page
    .locator('[role="presentation"]')
    .last()
    .evaluate((element) => getComputedStyle(element).transitionDuration);
  return Number.parseFloat(duration);
}

test.beforeAll(async () => {
  // Two start-ups of the API and a `make-admin` run.
  test.setTimeout(240_000);
  portal = await startPortalWithAdmin();
  other = await registered(randomEmail());
  const categories = (await (await other.get('/api/categories/get')).json()) as CategoryTree;
  const category = categories.data[0];
  const sub = category?.childCategories[0];
  if (!category || !sub) throw new Error('no categories seeded');
  addresses.category = `/skelbimai/${category.logicalName}`;
  addresses.subCategory = `/skelbimai/${category.logicalName}/${sub.logicalName}`;
  otherAd = { id: 0, title: 'Kito pardavėjo dviratis' };
  const created = await other.post('/api/posts/create', {
    data: {
      title: otherAd.title,
      description: 'Parduodu, nes nebereikia.',
      subCategoryId: sub.id,
      postType: 'sell',
      price: 50,
    },
  });
  expect(created.ok()).toBe(true);
  otherAd.id = ((await created.json()) as { data: { id: number } }).data.id;
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await other?.dispose();
  await portal?.stop();
});

test('a signed-in user: posting with pictures, top-up, promotion, report and every page of theirs', async ({
  browser,
}) => {
  const user = await registered(randomEmail());
  const page = await roleContext(browser, await user.storageState());
  await user.dispose();
  const found: string[] = [];
  const title = 'Prieinamas dviratis';

  // The ad form with two pictures in it, then the ad page with its gallery.
  await visit(page, '/new');
  await page.getByRole('textbox', { name: 'Pavadinimas' }).fill(title);
  await chooseCategory(page, 'Laisvalaikis', 'Knygos');
  await page.getByRole('textbox', { name: 'Kaina', exact: true }).fill('12');
  await page.getByTestId('picture-input').setInputFiles([
    { name: 'priekis.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 120, 40]) },
    { name: 'sonas.png', mimeType: 'image/png', buffer: solidPng(48, 64, [40, 90, 200]) },
  ]);
  await expect(page.getByTestId('picture-count')).toHaveText('Nuotraukos: 2 iš 20');
  await checkBothWidths(page, 'newAd /new with two pictures', found);
  await page.getByRole('button', { name: 'Skelbti' }).click();
  await expect(page).toHaveURL(/\/skelbimas\/\d+$/);
  const adId = Number(new URL(page.url()).pathname.split('/').pop());
  addresses.ad = `/skelbimas/${adId}`;
  addresses.adStatistics = `/mano/skelbimai/${adId}/statistika`;
  const sellerLink = await page.locator('a[href^="/pardavejas/"]').first().getAttribute('href');
  if (sellerLink) addresses.seller = sellerLink;
  await visit(page, addresses.ad);
  await checkBothWidths(page, `ad ${addresses.ad} (its owner)`, found, { textZoom: true });

  // Promotion with too little money, then the top-up dialog it leads to, then the test payment page.
  await page.getByRole('button', { name: 'Reklamuoti' }).click();
  const promote = page.getByRole('dialog', { name: `Reklamuoti: ${title}` });
  await promote.getByRole('radio', { name: /^TOP skelbimas/ }).check();
  await expect(promote.getByRole('button', { name: 'Papildyti sąskaitą' })).toBeVisible();
  await checkBothWidths(page, 'promotion dialog', found);
  await promote.getByRole('button', { name: 'Papildyti sąskaitą' }).click();
  const topUp = page.getByRole('dialog', { name: 'Sąskaitos papildymas' });
  await topUp.getByRole('radio', { name: /^10,00/ }).check();
  await topUp.getByRole('checkbox').check();
  await checkBothWidths(page, 'top-up dialog', found);
  await topUp.getByRole('button', { name: 'Papildyti' }).click();
  await expect(page).toHaveURL(/\/testing\/payment\?/);
  addresses.paymentTest = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.getByRole('button', { name: 'Apmokėtas', exact: true }).click();
  await expect(page).toHaveURL(/\/mano\/papildymas\/\d+$/);
  addresses.topUp = new URL(page.url()).pathname;

  await visit(page, addresses.ad);
  await page.getByRole('button', { name: 'Reklamuoti' }).click();
  await promote.getByRole('radio', { name: /^TOP skelbimas/ }).check();
  await promote.getByRole('button', { name: 'Užsakyti' }).click();
  await expect(page).toHaveURL(/\/mano\/uzsakymas\/\d+$/);
  addresses.order = new URL(page.url()).pathname;

  // Someone else's ad: the report dialog.
  await visit(page, `/skelbimas/${otherAd.id}`);
  await page.getByRole('button', { name: 'Pranešti', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Pranešti apie skelbimą' })).toBeVisible();
  await checkBothWidths(page, 'report dialog', found);
  await page.keyboard.press('Escape');

  // 'Parašyti pardavėjui': the first message's dialog, then the conversation it opens (PRODUCT.md §10).
  await page.getByRole('button', { name: 'Parašyti pardavėjui' }).click();
  const write = page.getByRole('dialog', { name: 'Žinutė pardavėjui' });
  await write.getByRole('button', { name: 'Ar dar aktualu?' }).click();
  await checkBothWidths(page, 'write-to-seller dialog', found);
  await write.getByRole('button', { name: 'Siųsti' }).click();
  await expect(page).toHaveURL(/\/mano\/zinutes\/\d+$/);
  addresses.conversation = new URL(page.url()).pathname;

  await checkRoutes(page, routesFor(['auth']), found);
  expect(found, found.join('\n')).toEqual([]);
});

/** The focused element's accessible name as its aria-label or text, and whether it shows the browser's focus. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"]')),
      // Keyboard focus, drawn: an outline a person can see, not only the browser's state.
      visible:
        Boolean(element?.matches(':focus-visible')) && getComputedStyle(element as Element).outlineStyle !== 'none',
    };
  });
}

test('keyboard only: the lightbox opens from its picture, holds focus and gives it back', async ({
  browser,
}, testInfo) => {
  const page = await roleContext(browser);
  await visit(page, addresses.ad ?? '/');
  const opener = /^Atidaryti nuotrauką visame ekrane: .* 1 iš 2$/;
  for (let presses = 0; presses < 80 && !opener.test((await focused(page)).name); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focused(page)).toEqual({ name: expect.stringMatching(opener), inDialog: false, visible: true });
  await page.screenshot({ path: testInfo.outputPath(`focused-picture-${testInfo.project.name}.png`) });
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Nuotraukų peržiūra' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('status')).toHaveText('Nuotrauka 1 iš 2');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('status')).toHaveText('Nuotrauka 2 iš 2');
  // Tabbing round never leaves the dialog.
  await tabRoundInside(page, lightbox, 6);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // The dialog's focus trap hands focus back in its unmount effect, a moment after the dialog leaves the page.
  await expect.poll(async () => (await focused(page)).name).toMatch(/^Atidaryti nuotrauką visame ekrane: /);
});

// A guest's nineteen pages at two widths, axe on each, took over the 8 minutes of one test on this 2-core machine
// while the rest of the suite ran beside it: two tests, each well within it.
const publicRoutes = routesFor(['public']);
const firstHalf = Math.ceil(publicRoutes.length / 2);

test('a guest: the first half of the public pages', async ({ browser }) => {
  const page = await roleContext(browser);
  const found: string[] = [];
  await checkRoutes(page, publicRoutes.slice(0, firstHalf), found);
  expect(found, found.join('\n')).toEqual([]);
});

test('a guest: the other public pages, the guest-only ones, the account panel and the list filters', async ({
  browser,
}) => {
  const page = await roleContext(browser);
  const found: string[] = [];
  await checkRoutes(page, [...publicRoutes.slice(firstHalf), ...routesFor(['guest'])], found);

  await openAccountPanel(page);
  await checkBothWidths(page, 'account panel dialog', found);

  // The list's filters are a dialog on a phone.
  await page.setViewportSize(phone);
  await visit(page, addresses.subCategory ?? '/visi');
  await page.getByRole('button', { name: 'Filtrai' }).click();
  await expect(page.getByRole('dialog', { name: 'Filtrai' })).toBeVisible();
  await checkBothWidths(page, 'filters dialog', found);
  expect(found, found.join('\n')).toEqual([]);
});

test('asked for reduced motion, dialogs appear without a fade (WCAG 2.3.3)', async ({ browser }) => {
  const moving = await roleContext(browser);
  await openAccountPanel(moving);
  expect(await backdropFadeSeconds(moving)).toBeGreaterThan(0.1);
  const still = await roleContext(browser, undefined, 'reduce');
  await openAccountPanel(still);
  expect(await backdropFadeSeconds(still)).toBeLessThan(0.001);
});

test('an administrator: every dashboard page', async ({ browser }) => {
  const page = await roleContext(browser);
  // Signing in is set-up here; the sign-in page itself is a guest's, checked above.
  await signInThroughApi(page, portal.baseURL, portal.admin.email, portal.admin.password);
  const found: string[] = [];
  await checkRoutes(page, routesFor(['role', 'admin']), found);
  expect(found, found.join('\n')).toEqual([]);
});

test('screen readers hear form errors and notices as they appear (live regions, WCAG 4.1.3)', async ({ browser }) => {
  // A wrong password: the sign-in form's error, under the password.
  const guest = await roleContext(browser);
  await visit(guest, '/prisijungimas');
  await emailOrPhoneField(guest).fill(randomEmail());
  await passwordField(guest).fill('neteisingas-slaptazodis');
  await guest.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  const wrong = guest.getByText('Neteisingas el. paštas, tel. numeris arba slaptažodis.');
  await expect(wrong).toBeVisible();
  expect(await inLiveRegion(wrong)).toBe(true);

  // The ad form sent empty: each field's own message.
  const user = await registered(randomEmail());
  const page = await roleContext(browser, await user.storageState());
  await user.dispose();
  await visit(page, '/new');
  await page.getByRole('button', { name: 'Skelbti' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  const errors = await fieldErrors(page);
  expect(errors.all.length).toBeGreaterThan(0);
  expect(errors.silent).toEqual([]);

  // A notice (snackbar): an ad bookmarked.
  await visit(page, `/skelbimas/${otherAd.id}`);
  await page.getByRole('button', { name: 'Pažymėti', exact: true }).click();
  const notice = page.getByText(`#${otherAd.id} skelbimas pažymėtas`);
  await expect(notice).toBeVisible();
  expect(await inLiveRegion(notice)).toBe(true);
});

test('every route of the table was checked by one of the roles', () => {
  const checked = new Set([...routesFor(['auth']), ...routesFor(['public', 'guest']), ...routesFor(['role', 'admin'])]);
  expect(clientRouteIds.filter((id) => !checked.has(id))).toEqual([]);
});
