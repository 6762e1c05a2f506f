import { expect, type Page } from '@playwright/test';

/**
 * Pages arrive rendered by the server and the browser hydrates them: the content is in the HTML
 * before any script runs, and hydrating prints nothing to the console — React reports a hydration mismatch
 * (a date, a layout or a list that differs between the server's render and the browser's first one) as an
 * error, so any console error or warning fails the page.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens a page and waits until it has settled; answers the API calls the browser made meanwhile (the server's
 * query cache is handed over, so the page's own data is not fetched again).
 */
export async function openHydrated(page: Page, path: string): Promise<string[]> {
  const apiCalls: string[] = [];
  const record = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
  };
  page.on('request', record);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The server's markup is there as the page arrives, before the app's script has run.
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<div id="root"><div/);
  // Live first (hydration committed), then quiet.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return apiCalls;
}

/**
 * The page's `<style>` elements, by their first characters. The styles are one built stylesheet (CSS Modules),
 * so there should be none: the CSP's `style-src 'self'` would refuse one, and a style made at run time is the
 * work of an engine the app no longer has.
 */
export function styleElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style')].map((tag) => (tag.textContent ?? '').slice(0, 80)),
  );
}
