import { request as playwrightRequest } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { startOwnPortal } from './support/adminServer.ts';
import { mailTo, randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// An ad 3 days from its expiry brings its owner a reminder whose link renews it signed out, once. The
// ad is made near its expiry in a portal of the journey's own (its database changed while it is stopped); its
// reminders job runs every 2 s (REMINDERS_INTERVAL_SECONDS in fakes.ts) and the mail is polled at the SMTP fake.

test.describe.configure({ timeout: 180_000 });
// The project's Origin header names the shared portal; this journey's browser sends its own (as admin.spec.ts).
test.use({ extraHTTPHeaders: {} });

test("an expiry reminder's link renews the ad signed out, and only once", async ({ browser }, testInfo) => {
  const portal = await startOwnPortal();
  const owner = await playwrightRequest.newContext({
    baseURL: portal.baseURL,
    // No browser here: the session cookie's POSTs say they come from the portal (the cross-site refusal).
    extraHTTPHeaders: { 'Accept-Language': 'lt-LT', Origin: portal.baseURL },
  });
  const guest = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: {}, baseURL: portal.baseURL });
  try {
    const email = randomEmail();
    const registered = await owner.post('/api/auth/register', {
      data: { emailOrPhone: email, password: 'Pratęsimas-2026!', rememberMe: true },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await nameAccount(owner);
    const categories = (await (await owner.get('/api/categories/get')).json()) as {
      data: { childCategories: { id: number }[] }[];
    };
    const created = await owner.post('/api/posts/create', {
      data: {
        title: 'Sulankstomas dviratis',
        description: 'Lengvas, tinka į bagažinę.',
        subCategoryId: categories.data[0]?.childCategories[0]?.id,
        postType: 'sell',
        price: 120,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const adId = ((await created.json()) as { data: { id: number } }).data.id;
    await portal.whileStopped(
      `await db.execute(sql\`update posts set expires_at = now() + interval '2 days' where id = \${${adId}}\`);`,
    );

    const reminder = await mailTo(email, 'Skelbimo galiojimas', { timeout: 60_000 });
    expect(reminder.subject).toContain('Sulankstomas dviratis');
    const link = /https?:\/\/\S+\/pratesti\?token=\S+/.exec(reminder.text ?? '')?.[0];
    expect(link).toBeDefined();
    const address = new URL(link as string);

    // Nobody signed in in this browser: the link is the authority.
    const page = await guest.newPage();
    await page.goto(address.pathname + address.search);
    await expect(
      page.getByText(/Skelbimo „Sulankstomas dviratis“ galiojimas baigiasi .*Pratęsti jį dar 30 dienų\?/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pratęsti' }).click();
    await expect(page.getByText(/Skelbimas pratęstas\. Skelbimas galios iki/)).toBeVisible();
    const ad = (await (await owner.get(`/api/posts/single/${adId}`)).json()) as { data: { expiresAt: string } };
    expect(new Date(ad.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    // The same link again: used.
    await page.reload();
    await expect(page.getByText(/Ši nuoroda jau panaudota – skelbimas jau pratęstas/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pratęsti' })).toHaveCount(0);
  } finally {
    await guest.close();
    await owner.dispose();
    await portal.stop();
  }
});
