import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { registerInPage } from './support/account.ts';
import { chooseCategory } from './support/adForm.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const euros = (text: string) => text.replace(' €', '\u00a0€');

/** Posts an ad in Laisvalaikis › `subcategory` without pictures; returns its id. */
async function postAd(page: Page, title: string, subcategory: string): Promise<number> {
  await page.goto('/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Naujas skelbimas' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pavadinimas' }).fill(title);
  await chooseCategory(page, 'Laisvalaikis', subcategory);
  await page.getByRole('textbox', { name: 'Kaina', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Skelbti' }).click();
  await expect(page).toHaveURL(/\/skelbimas\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The drawer's balance line (PRODUCT.md §2). */
async function drawerBalance(page: Page) {
  await page.getByRole('button', { name: 'Meniu' }).click();
  const balance = page.getByTestId('drawer-user').getByTestId('wallet-balance');
  await expect(balance).toBeVisible();
  return balance;
}

test('a newcomer is offered a top-up, tops up 10 € by the test provider, buys TOP and the ad leads its category', async ({
  page,
}, testInfo) => {
  // A long journey (two ads, a payment, an order) on a shared machine: a ceiling against hangs.
  test.setTimeout(180_000);
  // The two projects run at once: each promotes in its own subcategory, so 'first' means this test's ad.
  const subcategory = testInfo.project.name === 'phone' ? 'Kolekcionavimas' : 'Knygos';
  const word = randomBytes(4).toString('hex');
  await registerInPage(page, randomEmail(), 'pinigines-slaptas');

  // Two ads; the promoted one is the older, so only TOP can put it first.
  const promotedTitle = `Senos knygos ${word}`;
  const promotedId = await postAd(page, promotedTitle, subcategory);
  const newerId = await postAd(page, `Naujesnis skelbimas ${word}`, subcategory);

  await page.goto('/');
  await expect(await drawerBalance(page)).toHaveText('Nėra pinigų.');
  await page.keyboard.press('Escape');

  // No money yet: TOP cannot be bought and a top-up is offered.
  await page.goto('/mano/skelbimai');
  await page.getByTestId(`post-card-${promotedId}`).getByRole('button', { name: 'Reklamuoti' }).click();
  let promote = page.getByRole('dialog', { name: `Reklamuoti: ${promotedTitle}` });
  await promote.getByRole('radio', { name: /^TOP skelbimas/ }).check();
  await promote.getByRole('button', { name: 'Užsakyti' }).click();
  await expect(promote.getByText(/^Nepakanka lėšų: trūksta 2,00/)).toBeVisible();
  await promote.getByRole('button', { name: 'Papildyti sąskaitą' }).click();

  // The top-up dialog: 10 € with its 1 € bonus, the terms accepted, off to the test provider's page.
  const topUp = page.getByRole('dialog', { name: 'Sąskaitos papildymas' });
  await topUp.getByRole('radio', { name: euros('10,00 €, Papildomai +1€') }).check();
  await expect(topUp.getByTestId('top-up-after')).toHaveText(euros('11,00 €'));
  await topUp.getByRole('checkbox').check();
  await topUp.getByRole('button', { name: 'Papildyti' }).click();

  await expect(page).toHaveURL(/\/testing\/payment\?/);
  await expect(page.getByTestId('test-payment-amount')).toHaveText(euros('10,00 €'));
  await page.getByRole('button', { name: 'Apmokėtas', exact: true }).click();

  // Back on the payment's page: paid, and the drawer shows 11,00 €.
  await expect(page).toHaveURL(/\/mano\/papildymas\/\d+$/);
  await expect(page.getByTestId('payment-status')).toHaveText('Apmokėtas');
  // The page says the new balance and offers to spend it.
  await expect(page.getByTestId('balance-now')).toHaveText(euros('11,00 €'));
  await expect(page.getByRole('link', { name: 'Reklamuoti skelbimą' })).toHaveAttribute('href', '/mano/skelbimai');
  await expect(await drawerBalance(page)).toHaveText(euros('11,00 €'));
  await page.keyboard.press('Escape');

  // The top-up is in the history.
  await page.goto('/mano/papildymai');
  await expect(page.getByRole('list', { name: 'Mano papildymai' }).getByText('Apmokėtas')).toBeVisible();

  // TOP bought from the ad's own page; the order page shows it and 9,00 € are left.
  await page.goto(`/skelbimas/${promotedId}`);
  await page.getByRole('button', { name: 'Reklamuoti' }).click();
  promote = page.getByRole('dialog', { name: `Reklamuoti: ${promotedTitle}` });
  await promote.getByRole('radio', { name: /^TOP skelbimas/ }).check();
  await expect(promote.getByTestId('promote-after')).toHaveText(euros('9,00 €'));
  await promote.getByRole('button', { name: 'Užsakyti' }).click();
  await expect(page).toHaveURL(/\/mano\/uzsakymas\/\d+$/);
  await expect(snackbar(page, 'apmokėtas.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Paslaugos' })).toContainText('TOP skelbimas');
  // The running service and when it ends, on my ads and on the ad's own page.
  const ends = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(Date.now() + 7 * 86_400_000);
  await page.goto('/mano/skelbimai');
  await expect(page.getByTestId(`active-promotions-${promotedId}`)).toHaveText(`TOP skelbimas iki ${ends}`);
  await expect(page.getByTestId(`active-promotions-${newerId}`)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`my-ads-promoted-${testInfo.project.name}.png`) });
  await page.goto(`/skelbimas/${promotedId}`);
  await expect(page.getByTestId(`active-promotions-${promotedId}`)).toHaveText(`TOP skelbimas iki ${ends}`);
  await expect(await drawerBalance(page)).toHaveText(euros('9,00 €'));
  await page.keyboard.press('Escape');

  // The category list: the promoted ad in the TOP block above the list, with its TOP chip (other journeys' TOP
  // ads in the same subcategory take turns there with it), and the newer one in the list.
  await page.goto(`/skelbimai/laisvalaikis/${subcategory === 'Knygos' ? 'knygos' : 'kolekcionavimas'}`);
  const promotedCard = page.getByTestId('top-block').getByTestId(`post-card-${promotedId}`);
  await expect(promotedCard).toBeVisible();
  await expect(promotedCard.getByText('TOP', { exact: true })).toBeVisible();
  await expect(page.getByTestId(`post-card-${newerId}`)).toBeVisible();
});
