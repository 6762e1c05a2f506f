import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { portalEnv } from './fakes.ts';

// The journeys run against the production build served by the real API on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Workers load this file too; only the main process starts the server, so the folder it makes is the one used.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'skelbimai-e2e-'));

/**
 * Headers on every request of a project's browser and `request` fixture:
 * - Origin: tests' own API calls are no browser and send no Sec-Fetch-Site; with their session cookie the
 *   cross-site refusal would stop their POSTs. (Pages send Sec-Fetch-Site: same-origin themselves.)
 * - X-Forwarded-For: each project is a visitor of its own (TRUST_PROXY below believes the header from
 *   127.0.0.1), as real visitors are; otherwise the whole suite is one address and meets the per-address
 *   limits (20 registrations an hour) that protect the portal. Documentation addresses (RFC 5737). Tests made
 *   with support/test.ts go further: each test is a visitor of its own (visitorAddress).
 */
function headersOf(visitor: number): Record<string, string> {
  return { Origin: baseURL, 'X-Forwarded-For': `198.51.100.${visitor}` };
}

/**
 * Debian's Chromium builds (scripts/ensure-chromium.sh installs both). The journeys run in the headless shell,
 * as Playwright's own headless default does: the same Blink and V8 without the full browser's UI layers, at
 * about half the CPU per page on two cores (decision 0095). The full browser runs what the shell lacks: Web Push
 * (its PushManager and Notification), so push.spec.ts has projects of its own.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const needsFullChromium = /push\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined, extraHTTPHeaders: headersOf(1) };
const phone = { ...devices['Pixel 7'], channel: undefined, extraHTTPHeaders: headersOf(2) };
const launchIn = (executablePath: string) => ({
  launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
});

export default defineConfig({
  testDir: './tests',
  // The fake SMTP server and Twilio API the journeys read codes from; started after the web server,
  // which only connects to them when it sends something.
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // An upper bound on waiting, not a timing assertion: with several suites sharing two cores a lazy
  // route's first load can take longer than the 5 s default.
  expect: { timeout: 15_000 },
  // The same for a whole journey (register, post with pictures, search, edit, delete): a healthy run on a
  // loaded machine can need more than 30 s.
  timeout: 90_000,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    // A trace records every action's snapshots, a fifth of a journey's CPU; CI keeps no files to open them
    // from, so there its failures are told by the list reporter's error and call log alone.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...desktop, ...launchIn(headlessShell) }, testIgnore: needsFullChromium },
    {
      name: 'phone',
      use: { ...phone, ...launchIn(headlessShell) },
      // The keyboard-only journeys are a desktop's (keyboard.spec.ts); a11y.spec.ts checks the phone's layout.
      testIgnore: [/(keyboard|a11y)\.spec\.ts$/, needsFullChromium],
    },
    { name: 'desktop, full Chromium', use: { ...desktop, ...launchIn(fullChromium) }, testMatch: needsFullChromium },
    { name: 'phone, full Chromium', use: { ...phone, ...launchIn(fullChromium) }, testMatch: needsFullChromium },
  ],
  webServer: {
    // `npm run serve`'s own command, without the two npm processes in front of it.
    command: 'node --enable-source-maps dist/main.js',
    cwd: '../apps/api',
    url: `${baseURL}/api/settings/get`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...portalEnv,
    },
  },
});
