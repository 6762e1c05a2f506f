import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { fakes } from '../fakes.ts';
import { browserOf, registeredAccount } from './support/account.ts';
import { randomPhone } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// PRODUCT.md §30: the portal installs as an app (manifest, service worker, the offline page) and sends phone
// notifications through a Web Push service: here the local fake (global-setup.ts), which verifies the VAPID JWT
// and decrypts each message. Headless Chromium's own push service is out of reach offline, so the subscription
// is made with the fake's keys through the API, as the browser's 'Leisti pranešimus telefone' would make it.

const pushService = `http://127.0.0.1:${fakes.pushPort}`;

async function createAd(api: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await api.get('/api/categories/get')).json()) as {
    data: { childCategories: { id: number }[] }[];
  };
  const subCategoryId = categories.data[0]?.childCategories[0]?.id;
  const response = await api.post('/api/posts/create', {
    data: { title, description: 'Mažai naudotas.', subCategoryId, postType: 'sell', price: 40 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('the portal is installable: a valid manifest, a service worker, and the offline page', async ({
  page,
  request,
  context,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'lt', short_name: 'Skelbimai', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain(icon.type);
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // Registered after the page has loaded and the browser is idle; then it takes the page over (clients.claim).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null))
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline, a page that cannot be fetched is the worker's offline page, its retry pointing at that address.
  await context.setOffline(true);
  await page.evaluate(() => window.location.assign('/visi?searchKeyword=dviratis'));
  await expect(page.getByRole('heading', { name: 'Nėra ryšio' })).toBeVisible();
  const retry = page.getByRole('link', { name: 'Bandyti dar kartą' });
  await expect(retry).toHaveAttribute('href', '/visi?searchKeyword=dviratis');
  await context.setOffline(false);
  await retry.click();
  await expect(page).toHaveURL(/\/visi\?searchKeyword=dviratis$/);
  await expect(page.getByRole('heading', { name: 'Nėra ryšio' })).toHaveCount(0);
});

test('a new message arrives as a phone notification at the push service', async ({ browser }, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const { api: seller } = await registeredAccount(testInfo, { emailOrPhone: randomPhone(), name: ['Petras', tag] });
  const { api: buyer } = await registeredAccount(testInfo, {
    emailOrPhone: randomPhone(),
    name: ['Birutė', 'Pirkėja'],
  });
  const adId = await createAd(seller, `Dviratis pranešimui ${tag}`);

  // The seller's phone: a subscription the push service made for the portal's VAPID key.
  const { publicKey } = ((await (await seller.get('/api/push/publicKey')).json()) as { data: { publicKey: string } })
    .data;
  const subscription = (await (
    await fetch(`${pushService}/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ applicationServerKey: publicKey }),
    })
  ).json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  const subscribed = await seller.post('/api/push/subscribe', { data: subscription });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);

  // In the browser, /mano/pranesimai shows the device and the switches beside the e-mails'; the seller switches
  // the messages off and on again.
  const { context, page } = await browserOf(browser, testInfo, { api: seller });
  await page.goto('/mano/pranesimai');
  await expect(page.getByRole('heading', { name: 'Pranešimai telefone' })).toBeVisible();
  await expect(page.getByText('Pranešimai leisti įrenginiuose: 1.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leisti pranešimus telefone' })).toBeVisible();
  const pushSwitches = page.getByRole('group', {
    name: 'Apie ką pranešti šiame telefone ar naršyklėje, kai leisite pranešimus:',
  });
  const messagesSwitch = pushSwitches.getByRole('switch', { name: 'Naujos žinutės' });
  await expect(messagesSwitch).toBeChecked();
  await messagesSwitch.click();
  await expect(messagesSwitch).not.toBeChecked();
  await expect(messagesSwitch).toBeEnabled();
  await messagesSwitch.click();
  await expect(messagesSwitch).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Apie ką pranešti šiame telefone ar naršyklėje, kai leisite pranešimus:' })
      .getByRole('switch', { name: 'Naujos žinutės' }),
  ).toBeChecked();

  const sent = await buyer.post('/api/messages/send', { data: { postId: adId, text: `Ar dviratis dar yra? ${tag}` } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const conversationId = ((await sent.json()) as { data: { conversationId: number } }).data.conversationId;

  let received: { title: string; body: string; url: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (
          await fetch(`${pushService}/messages?endpoint=${encodeURIComponent(subscription.endpoint)}`)
        ).json()) as { payload: string }[];
        received = list[0] ? JSON.parse(list[0].payload) : undefined;
        return received !== undefined;
      },
      { message: 'a push at the seller’s push service' },
    )
    .toBe(true);
  expect(received).toMatchObject({
    title: 'Nauja žinutė nuo Birutė P.',
    body: `Ar dviratis dar yra? ${tag}`,
    url: `/mano/zinutes/${conversationId}`,
  });

  await context.close();
  await seller.dispose();
  await buyer.dispose();
});
