import type { Page, TestInfo } from '@playwright/test';
import { emailOrPhoneField, passwordField } from './support/account.ts';
import { codeMailedTo, codeTextedTo, randomEmail, randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

/**
 * Registration sends the code that confirms the e-mail or phone, and the after-register step takes
 * it; 'Siųsti dar kartą' waits a visible cool-down; 'Patvirtinti' only checks the code (DECISIONS #109).
 */

async function register(page: Page, emailOrPhone: string) {
  await page.goto('/registracija');
  await expect(page.getByRole('heading', { name: 'Registracija' })).toBeVisible();
  await emailOrPhoneField(page).fill(emailOrPhone);
  await passwordField(page).fill('Kedainiu-turgus-2024');
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await expect(page.getByText('Registracija Sėkminga!')).toBeVisible();
}

/** The after-register step's code form, found by its name as a screen reader announces it. */
const codeForm = (page: Page, kind: 'email' | 'phone') =>
  page.getByRole('form', { name: kind === 'email' ? 'El. pašto patvirtinimas' : 'Tel. numerio patvirtinimas' });

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

test('register with an e-mail: the code arrives, is typed on the success step and confirms the e-mail', async ({
  page,
}, testInfo) => {
  const email = randomEmail();
  await register(page, email);
  const form = codeForm(page, 'email');
  await expect(form).toContainText(`Patvirtinkite el. paštą: kodą išsiuntėme adresu ${email}.`);
  // The resend waits its cool-down, and says so.
  await expect(form.getByRole('button', { name: 'Siųsti dar kartą' })).toBeDisabled();
  await expect(form.getByRole('timer')).toHaveText(/^Naują kodą galėsite gauti po \d{1,2} s\.$/);
  const prefixField = form.getByRole('textbox', { name: 'Kodo raidės' });
  await expect(prefixField).toHaveValue(/^[A-Z]{2}$/);
  const { code } = await codeMailedTo(email, await prefixField.inputValue());
  await screenshot(page, testInfo, 'registered-email');

  await form.getByRole('textbox', { name: 'Kodo skaičiai' }).fill(code);
  await form.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByText('El. paštas patvirtintas.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await screenshot(page, testInfo, 'confirmed-email');

  await page.getByRole('button', { name: 'Užpildyti paskyros duomenis' }).click();
  await expect(page.getByTestId('contact-email')).toHaveAttribute('data-status', 'confirmed');
});

test('register with a phone: the SMS code is typed on the success step and confirms the number', async ({
  page,
}, testInfo) => {
  const phone = randomPhone();
  const shownPhone = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  await register(page, phone);
  const form = codeForm(page, 'phone');
  await expect(form).toContainText(`kodą išsiuntėme SMS žinute numeriu ${shownPhone}.`);
  const prefixField = form.getByRole('textbox', { name: 'Kodo raidės' });
  await expect(prefixField).toHaveValue(/^[A-Z]{2}$/);
  const { code } = await codeTextedTo(phone, await prefixField.inputValue());
  await form.getByRole('textbox', { name: 'Kodo skaičiai' }).fill(code);
  await screenshot(page, testInfo, 'registered-phone');
  await form.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByText('Tel. numeris patvirtintas.')).toBeVisible();

  await page.goto('/mano/paskyra');
  await expect(page.getByTestId('contact-phone')).toHaveAttribute('data-status', 'confirmed');
  await expect(page.getByRole('button', { name: /^Tel\. numeris/ })).toContainText(shownPhone);
});

test("the account's 'Patvirtinti' reopens the code registration sent instead of sending another", async ({
  page,
}, testInfo) => {
  const email = randomEmail();
  await register(page, email);
  const sentPrefix = await codeForm(page, 'email').getByRole('textbox', { name: 'Kodo raidės' }).inputValue();
  const { code } = await codeMailedTo(email, sentPrefix);
  await page.getByRole('button', { name: 'Užpildyti paskyros duomenis' }).click();
  await expect(page.getByTestId('contact-email')).toHaveAttribute('data-status', 'unconfirmed');

  await page.getByRole('button', { name: 'Patvirtinti', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'El. pašto patvirtinimas' });
  await expect(dialog.getByRole('textbox', { name: 'Kodo raidės' })).toHaveValue(sentPrefix);
  await expect(dialog.getByRole('button', { name: 'Siųsti dar kartą' })).toBeDisabled();
  await screenshot(page, testInfo, 'verify-dialog');
  await dialog.getByRole('textbox', { name: 'Kodo skaičiai' }).fill(code);
  await dialog.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('contact-email')).toHaveAttribute('data-status', 'confirmed');
});
