/**
 * Screenshots of the main screens at a phone's and a laptop's width, for looking at a change side by side
 * (docs/STYLING.md, 'Before and after'). Not a test: it asserts nothing and is not run by CI.
 *
 *   npm run build && npm run screens -w e2e -- /tmp/screens-before
 *
 * It starts the built portal as `npm start` does (development mode, demo ads) on a data folder of its own, makes a
 * member and an administrator, gives the member a conversation, a saved search and a top-up, and photographs each
 * screen at 390 and 1,280 px as `<name>-390.png` and `<name>-1280.png`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, type BrowserContext, chromium, type Page } from '@playwright/test';
import { startApi, stopApi } from '../tests/support/adminServer.ts';

const apiDir = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const outDir = process.argv[2] ?? join(tmpdir(), 'skelbimai-screens');
const port = Number(process.env.SCREENS_PORT ?? 3190);
const baseURL = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'skelbimai-screens-')),
  LOG_LEVEL: 'info',
  NODE_ENV: 'development',
  DEMO_DATA: 'true',
  ALLOW_TEST_PAYMENTS: 'true',
};
const password = 'ekrano-nuotraukos-slaptas';
const member = 'ekranai.narys@example.com';
const admin = 'ekranai.admin@example.com';
const widths = [390, 1280] as const;

async function call(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const answer = await request.post(`${baseURL}${path}`, { data, headers: { Origin: baseURL } });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
  return answer.json();
}

async function signedIn(context: BrowserContext, email: string): Promise<void> {
  await call(context.request, '/api/auth/login', { emailOrPhone: email, password, rememberMe: false });
}

/** The member's own things to show: a conversation with a demo seller, a saved search, a top-up started. */
async function furnish(context: BrowserContext): Promise<{ adId: number; sellerId: string; conversationId: number }> {
  const list = (await (await context.request.get(`${baseURL}/api/posts/list?page=1`)).json()) as {
    data: { id: number; creatorId: string | null }[];
  };
  const ad = list.data.find((post) => post.creatorId);
  if (!ad) throw new Error('No demo ads');
  const sent = (await call(context.request, '/api/messages/send', {
    postId: ad.id,
    text: 'Laba diena, ar dar parduodate? Galėčiau atvažiuoti šeštadienį.',
  })) as { data: { conversationId: number } };
  await call(context.request, '/api/savedsearches/create', { query: 'searchKeyword=dviratis', frequency: 'daily' });
  const options = (await (await context.request.get(`${baseURL}/api/payments/GetTopUpOptions`)).json()) as {
    data: { id: number }[];
  };
  const option = options.data[0];
  if (option) await call(context.request, '/api/payments/createPayment', { TopUpOptionId: option.id });
  return { adId: ad.id, sellerId: ad.creatorId ?? '', conversationId: sent.data.conversationId };
}

async function photograph(page: Page, name: string, path: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
  }
  console.log(`${name}: ${path}`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let server = await startApi(env);
  try {
    const setup = await browser.newContext();
    for (const email of [member, admin]) {
      await call(setup.request, '/api/auth/register', { emailOrPhone: email, password, rememberMe: false });
      // A name, as 'Kaip jus vadinti?' would give: a nameless account may not post or write (PRODUCT.md §26).
      await setup.request.patch('/api/auth/updateProfile', { data: { firstName: 'Rūta', lastName: 'Vaitkutė' } });
    }
    await setup.close();
    await stopApi(server);
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/makeAdmin.ts', admin], {
      cwd: apiDir,
      env,
    });
    server = await startApi(env);

    const guest = await browser.newContext({ locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
    const memberContext = await browser.newContext({ locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
    await signedIn(memberContext, member);
    const { adId, sellerId, conversationId } = await furnish(memberContext);

    const page = await guest.newPage();
    await photograph(page, '01-home', '/');
    await photograph(page, '02-list', '/visi');
    await photograph(page, '03-search', '/visi?searchKeyword=dviratis');
    await photograph(page, '04-ad', `/skelbimas/${adId}`);
    await photograph(page, '05-seller', `/pardavejas/${sellerId}`);
    await photograph(page, '07-login', '/prisijungimas');
    await photograph(page, '08-register', '/registracija');

    const memberPage = await memberContext.newPage();
    await photograph(memberPage, '06-ad-form', '/new');
    await photograph(memberPage, '09-messages', '/mano/zinutes');
    await photograph(memberPage, '10-thread', `/mano/zinutes/${conversationId}`);
    await photograph(memberPage, '11-saved-searches', '/mano/paieskos');
    await photograph(memberPage, '12-wallet', '/mano/papildymai');
    await photograph(memberPage, '13-account', '/mano/paskyra');

    const adminContext = await browser.newContext({ locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
    await signedIn(adminContext, admin);
    const adminPage = await adminContext.newPage();
    const dashboard: [string, string][] = [
      ['14-dashboard', '/dashboard'],
      ['15-dashboard-posts', '/dashboard/posts'],
      ['16-dashboard-users', '/dashboard/users'],
      ['17-dashboard-notices', '/dashboard/pranesimai'],
      ['18-dashboard-appeals', '/dashboard/skundai'],
      ['19-dashboard-payments', '/dashboard/payments'],
      ['20-dashboard-orders', '/dashboard/orders'],
      ['21-dashboard-audit', '/dashboard/audit'],
      ['22-dashboard-vocabulary', '/dashboard/zodynas'],
      ['23-dashboard-words', '/dashboard/zodziai'],
      ['24-dashboard-transparency', '/dashboard/skaidrumas'],
    ];
    for (const [name, path] of dashboard) await photograph(adminPage, name, path);
    console.log(`Screenshots in ${outDir}`);
  } finally {
    await browser.close();
    await stopApi(server);
  }
}

await main();
