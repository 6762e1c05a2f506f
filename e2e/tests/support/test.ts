import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Pages arrive server-rendered (issue 13): their buttons and fields are in the HTML before React has hydrated
 * them, and a click or typing in that moment does nothing a test could see. After each full page load
 * (goto, reload) the page fixture waits until the app marks <html data-hydrated> (components/HydratedMarker.tsx).
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
