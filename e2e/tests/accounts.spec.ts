import {
  emailOrPhoneField,
  logOutFromMenu,
  passwordField,
  registeredAccount,
  registerInPage,
  signInPage,
} from './support/account.ts';
import { codeMailedTo, codeTextedTo, randomEmail, randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

test('register, log out, and log in again with "Prisiminti mane" back to the page that asked', async ({
  page,
  context,
}) => {
  const email = randomEmail();
  await registerInPage(page, email, 'pirmas-slaptas', { named: false });
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page).toHaveURL(/\/$/);

  await logOutFromMenu(page);

  await page.goto('/mano/skelbimai');
  await expect(page).toHaveURL('/prisijungimas?returnUrl=%2Fmano%2Fskelbimai');
  await emailOrPhoneField(page).fill(email);
  await passwordField(page).fill('pirmas-slaptas');
  await page.getByRole('checkbox', { name: 'Prisiminti mane' }).check();
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await expect(page.getByText('Sėkmingai prisijungta!')).toBeVisible();
  await page.getByRole('button', { name: 'Tęsti' }).click();

  await expect(page).toHaveURL(/\/mano\/skelbimai$/);
  await expect(page.getByRole('heading', { name: 'Mano skelbimai' })).toBeVisible();
  // 'Prisiminti mane' makes the session cookie outlive the browser.
  const session = (await context.cookies()).find((cookie) => cookie.httpOnly);
  expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
});

test('forgot the password: sign in with the mailed code, set a new password, use it', async ({ page, request }) => {
  const email = randomEmail();
  const registered = await request.post('/api/auth/register', {
    data: { emailOrPhone: email, password: 'senas-slaptas', rememberMe: false },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/prisijungimas');
  await emailOrPhoneField(page).fill(email);
  await page.getByRole('button', { name: 'Pamiršote slaptažodį?' }).click();
  await expect(page.getByRole('heading', { name: 'Prisijungimo atkūrimas' })).toBeVisible();
  await expect(emailOrPhoneField(page)).toHaveValue(email);
  await page.getByRole('button', { name: 'Gauti prisijungimo kodą' }).click();

  await expect(page.getByRole('heading', { name: 'Prisijungimas su kodu' })).toBeVisible();
  await expect(page.getByTestId('code-sent-to')).toHaveText(email);
  // The page fills in the prefix from the answer; the message with that code arrives after it.
  const prefixField = page.getByRole('textbox', { name: 'Kodo raidės' });
  await expect(prefixField).toHaveValue(/^[A-Z]{2}$/);
  const { code } = await codeMailedTo(email, await prefixField.inputValue());
  await page.getByRole('textbox', { name: 'Kodo skaičiai' }).fill(code);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Naujas slaptažodis' })).toBeVisible();
  await page
    .getByLabel(/^Naujas slaptažodis/)
    .and(page.locator('input'))
    .fill('naujas-slaptas');
  await page.getByRole('button', { name: 'Keisti slaptažodį' }).click();
  await expect(page.getByRole('heading', { name: 'Paskyra' })).toBeVisible();

  await page.getByTestId('account-details').getByRole('button', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/prisijungimas$/);
  await emailOrPhoneField(page).fill(email);
  await passwordField(page).fill('naujas-slaptas');
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await expect(page.getByText('Sėkmingai prisijungta!')).toBeVisible();
});

test('change the display name and add a phone confirmed with the SMS code', async ({ page }, testInfo) => {
  const phone = randomPhone();
  const account = await registeredAccount(testInfo, { name: null });
  await signInPage(page, account);
  await account.api.dispose();
  await page.goto('/mano/paskyra');
  await expect(page.getByRole('heading', { name: 'Mano paskyra' })).toBeVisible();

  await page.getByRole('button', { name: /^Vardas \/ Slapyvardis/ }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Vardas / Slapyvardis' });
  const save = nameDialog.getByRole('button', { name: 'Išsaugoti' });
  await expect(save).toBeDisabled();
  await nameDialog.getByRole('textbox', { name: 'Vardas / Slapyvardis' }).fill('Ona Onaitė');
  await save.click();
  await expect(nameDialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Vardas \/ Slapyvardis/ })).toContainText('Ona Onaitė');

  const phoneValue = page.getByTestId('contact-phone');
  await expect(phoneValue).toHaveAttribute('data-status', 'absent');
  await page.getByRole('button', { name: /^Tel\. numeris/ }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Tel. numeris' });
  await phoneDialog.getByRole('textbox', { name: 'Tel. numeris' }).fill(phone);
  await phoneDialog.getByRole('button', { name: 'Gauti kodą' }).click();

  const codeDialog = page.getByRole('dialog', { name: 'Tel. numerio patvirtinimas' });
  await expect(codeDialog).toBeVisible();
  const prefixField = codeDialog.getByRole('textbox', { name: 'Kodo raidės' });
  await expect(prefixField).toHaveValue(/^[A-Z]{2}$/);
  const { code } = await codeTextedTo(phone, await prefixField.inputValue());
  await codeDialog.getByRole('textbox', { name: 'Kodo skaičiai' }).fill(code);
  await codeDialog.getByRole('button', { name: 'Patvirtinti' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(phoneValue).toHaveAttribute('data-status', 'confirmed');
  // Found by role: nothing the dialogs left behind hides the page from assistive technology.
  // Shown as every phone is: '+37061234567' reads '+370 612 34567'.
  const shownPhone = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  await expect(page.getByRole('button', { name: /^Tel\. numeris/ })).toContainText(shownPhone);
  await expect(phoneValue).toHaveCSS('color', 'rgb(46, 125, 50)');
});
