import { createHash } from 'node:crypto';
import { test as base, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Pages arrive server-rendered: their buttons and fields are in the HTML before React has hydrated
 * them, and a click or typing in that moment does nothing a test could see. After each full page load
 * (goto, reload) `page` then waits until the app marks <html data-hydrated> (components/HydratedMarker.tsx).
 * The page fixture's pages do; a page of a context a test makes itself is given this.
 */
export function untilHydrated(page: Page): void {
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
}

/**
 * Each test is a visitor of its own: an address of the benchmarking range (RFC 2544, 198.18.0.0/15) from its
 * project and title, sent as X-Forwarded-For (the e2e portal believes it from loopback). As one address per
 * project, the suite's registrations met the portal's 20 an hour per address, which protects it from real
 * sign-up floods; real visitors do not share one address either.
 */
function visitorAddress(testInfo: TestInfo): string {
  const digest = createHash('sha256')
    .update(`${testInfo.project.name}\n${testInfo.titlePath.join('\n')}`)
    .digest();
  return `198.${18 + ((digest[0] as number) % 2)}.${digest[1]}.${1 + ((digest[2] as number) % 254)}`;
}

/**
 * The project's headers with this test's own address: for a request context a test makes itself
 * (playwrightRequest.newContext), so its registrations count against its own network, as the page's do.
 */
export function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  return { ...testInfo.project.use.extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) };
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) });
  },
  page: async ({ page }, use) => {
    untilHydrated(page);
    await use(page);
  },
});
