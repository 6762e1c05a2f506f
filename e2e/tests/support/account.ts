import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from '@playwright/test';
import { randomEmail } from './outbox.ts';
import { untilHydrated, visitorHeaders } from './test.ts';

/** The in-page panel's fields, found the way a person finds them: by their labels. */
export const emailOrPhoneField = (page: Page) => page.getByRole('textbox', { name: /El\. paštas arba tel\. numeris/ });
export const passwordField = (page: Page) =>
  page.getByLabel(/^Slaptažodis/, { exact: false }).and(page.locator('input'));

/**
 * Gives the signed-in account of `request` a name, as 'Kaip jus vadinti?' would: an account without one may not
 * post an ad or start a conversation (PRODUCT.md §26), and registration asks for none.
 */
export async function nameAccount(
  request: APIRequestContext,
  firstName = 'Testas',
  lastName = 'Testuotojas',
  origin?: string,
) {
  // A portal of its own (support/adminServer.ts) gets no project Origin header: the page's own is given.
  const headers = origin ? { Origin: origin } : undefined;
  const named = await request.patch('/api/auth/updateProfile', { data: { firstName, lastName }, headers });
  expect(named.ok(), await named.text()).toBe(true);
}

/**
 * Registers on /registracija and stays signed in on the success step; the account gets a name (nameAccount)
 * unless `named` is false, for a journey through the name question itself.
 */
export async function registerInPage(page: Page, email: string, password: string, { named = true } = {}) {
  await page.goto('/registracija');
  await expect(page.getByRole('heading', { name: 'Registracija' })).toBeVisible();
  await emailOrPhoneField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await expect(page.getByText('Registracija Sėkminga!')).toBeVisible();
  if (named) await nameAccount(page.request, undefined, undefined, new URL(page.url()).origin);
}

/** Logs out from the toolbar's account menu; the app lands on /prisijungimas. */
export async function logOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Paskyra', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/prisijungimas$/);
  await expect(page.getByRole('heading', { name: 'Prisijungimas' })).toBeVisible();
}

/** An account made through the API for a journey that does not test registration itself. */
export interface Account {
  /** Signed in: its cookie jar holds the session; it sends the test's own address (visitorHeaders). */
  api: APIRequestContext;
  emailOrPhone: string;
  password: string;
  /** The prefix of the confirmation code registration sent to emailOrPhone; null if none could be sent. */
  codePrefix: string | null;
}

export interface AccountOptions {
  /** A fresh e-mail (randomEmail) unless given: a phone (randomPhone) or an address the test reads mail at. */
  emailOrPhone?: string;
  password?: string;
  /** First and last name (nameAccount's by default); null for none, as registration leaves it. */
  name?: readonly [firstName: string, lastName: string] | null;
  /** For a portal of its own (support/adminServer.ts): its address, sent as the Origin too. */
  baseURL?: string;
}

/**
 * A registered, named, signed-in account, through the API: set-up for journeys about something else, where
 * signing up on /registracija would only cost time (registration has its own journeys in accounts.spec.ts and
 * registration-codes.spec.ts). Registered from the test's own address, so no per-network limit is met.
 * Dispose of `api` at the end.
 */
export async function registeredAccount(
  testInfo: TestInfo,
  { emailOrPhone = randomEmail(), password = 'E2e-slaptažodis-2026!', name, baseURL }: AccountOptions = {},
): Promise<Account> {
  const api = await playwrightRequest.newContext({
    baseURL: baseURL ?? testInfo.project.use.baseURL,
    extraHTTPHeaders: {
      ...visitorHeaders(testInfo),
      'Accept-Language': 'lt-LT',
      ...(baseURL ? { Origin: baseURL } : {}),
    },
  });
  const answer = await api.post('/api/auth/register', { data: { emailOrPhone, password, rememberMe: true } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { registrationCode } = (await answer.json()) as { registrationCode: { prefix: string | null } };
  if (name !== null) await nameAccount(api, ...(name ?? []));
  return { api, emailOrPhone, password, codePrefix: registrationCode.prefix };
}

/**
 * Signs `page`'s browser in as the account without the sign-in form: the session cookie goes into its context
 * (what signing in leaves there). The next page load is signed in.
 */
export async function signInPage(page: Page, account: Pick<Account, 'api'>): Promise<void> {
  await page.context().addCookies((await account.api.storageState()).cookies);
}

/**
 * A browser of the account's own at the project's size (a phone or a laptop), signed in from the start; its
 * page waits for hydration after each load, as the page fixture's does (support/test.ts).
 */
export async function browserOf(
  browser: Browser,
  testInfo: TestInfo,
  account: Pick<Account, 'api'>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...testInfo.project.use,
    storageState: await account.api.storageState(),
  });
  const page = await context.newPage();
  untilHydrated(page);
  return { context, page };
}

/**
 * Signs `page`'s browser in through the API (page.request shares its context's cookies) on the portal at
 * `baseURL`: for journeys where signing in is set-up; the sign-in form has journeys of its own (accounts.spec.ts,
 * a11y.spec.ts). The next page load is signed in.
 */
export async function signInThroughApi(page: Page, baseURL: string, emailOrPhone: string, password: string) {
  const answer = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { emailOrPhone, password, rememberMe: false },
    headers: { Origin: baseURL, 'Accept-Language': 'lt-LT' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
