import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { registeredAccount } from './support/account.ts';
import { mailTo, randomEmail, randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// A saved search's alert, from 'Išsaugoti paiešką' to the e-mail, and its one-click unsubscribe
// signed out. The e2e server runs the alerts job every 2 s (ALERTS_INTERVAL_SECONDS in fakes.ts); the mail is
// polled at the SMTP fake, never waited for by time.

/** A named account registered through the API; its request context keeps the session cookie. */
async function registered(testInfo: TestInfo, emailOrPhone: string): Promise<APIRequestContext> {
  return (await registeredAccount(testInfo, { emailOrPhone })).api;
}

/**
 * The alert's mail. The matcher waits 10 s after an ad's publication (a slower insert may still commit), then the
 * next run: the bound on waiting is longer than for a mail sent at once.
 */
const alertTo = (address: string) => mailTo(address, 'Nauji skelbimai', { timeout: 60_000 });

async function createAd(api: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await api.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const response = await api.post('/api/posts/create', {
    data: { title, description: 'Kaip naujas.', subCategoryId, postType: 'sell', price: 40 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test("a saved search's alert brings a new matching ad, and its link unsubscribes signed out", async ({
  browser,
}, testInfo) => {
  const word = `alertas${randomBytes(4).toString('hex')}`;
  const email = randomEmail();
  const searcherApi = await registered(testInfo, email);
  const sellerApi = await registered(testInfo, randomPhone());
  const searcher = await browser.newContext({
    ...testInfo.project.use,
    storageState: await searcherApi.storageState(),
  });
  const guest = await browser.newContext({ ...testInfo.project.use });
  try {
    // User A saves the list's search through the page, 'Iš karto'.
    const page = await searcher.newPage();
    await open(page, `/visi?searchKeyword=${word}`);
    await page.getByRole('button', { name: 'Išsaugoti paiešką' }).click();
    const dialog = page.getByRole('dialog', { name: 'Išsaugoti paiešką' });
    await dialog.getByRole('radio', { name: 'Iš karto' }).check();
    await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(page.getByText('Paieška išsaugota.')).toBeVisible();

    // User B posts a matching ad; the alert reaches A's mailbox with its link.
    const adId = await createAd(sellerApi, `Rankų darbo ${word} puodelis`);
    const alert = await alertTo(email);
    expect(alert.text).toContain(`/skelbimas/${adId}`);
    expect(alert.text).toContain(`Rankų darbo ${word} puodelis`);

    // The e-mail's unsubscribe link, in a browser nobody signed in to.
    const link = /https?:\/\/\S+\/atsisakyti\?token=\S+/.exec(alert.text)?.[0];
    expect(link).toBeDefined();
    const stranger = await guest.newPage();
    const target = new URL(link as string);
    await open(stranger, target.pathname + target.search);
    await expect(stranger.getByText(/Nebegausite naujų skelbimų laiškų pagal išsaugotą paiešką/)).toBeVisible();
    await stranger.getByRole('button', { name: 'Atsisakyti' }).click();
    await expect(stranger.getByText('Šių laiškų nebesiųsime.')).toBeVisible();

    // A's saved searches now say the alerts are off.
    await open(page, '/mano/paieskos');
    // A native select now (docs/STYLING.md): the chosen option says it.
    await expect(page.getByRole('combobox', { name: 'Siųsti el. paštu' }).locator('option:checked')).toHaveText(
      'Niekada',
    );
  } finally {
    await searcher.close();
    await guest.close();
    await searcherApi.dispose();
    await sellerApi.dispose();
  }
});
