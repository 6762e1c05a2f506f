import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
