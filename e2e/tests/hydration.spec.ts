import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { nameAccount } from './support/account.ts';
import { openHydrated, styleElements, watchConsole } from './support/hydration.ts';
import { randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

/** An ad in Transportas by a seller registered through the API (the request context keeps the session cookie). */
async function createTransportAd(request: APIRequestContext, title: string): Promise<number> {
  const registered = await request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Pardavėjas-2026!', rememberMe: false },
  });
  expect(registered.ok()).toBe(true);
  await nameAccount(request);
  const categories = (await (await request.get('/api/categories/get')).json()) as {
    data: { logicalName: string; childCategories: { id: number; logicalName: string }[] }[];
  };
  // Dviračiai: a transport subcategory without required fields (cars and motorcycles need a make, a model and a
  // year, PRODUCT.md §25).
  const subCategoryId = categories.data
    .find((c) => c.logicalName === 'transportas')
    ?.childCategories.find((c) => c.logicalName === 'dviraciai')?.id;
  const created = await request.post('/api/posts/create', {
    data: { title, description: 'Tvarkingas, mažai naudotas.', subCategoryId, postType: 'sell', price: 120 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('home, a category, an ad, a search and an information page hydrate without a console error or warning', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  // A title unique to this run: the other project's ads share the database.
  const title = `Dviratis hidratacijai ${randomBytes(3).toString('hex')}`;
  const id = await createTransportAd(request, title);

  expect(await openHydrated(page, '/')).toEqual([]);
  await expect(page.getByRole('link', { name: /Nekilnojamasis turtas/ }).first()).toBeVisible();

  expect(await openHydrated(page, '/skelbimai/transportas')).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Transportas', level: 1 })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();

  // The ad is not fetched again; the only call is the page telling the server a person is looking (a view).
  expect(await openHydrated(page, `/skelbimas/${id}`)).toEqual([`/api/posts/view/${id}`]);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // A search: its list is the server's too.
  const keyword = title.split(' ').at(-1) ?? '';
  expect(await openHydrated(page, `/visi?searchKeyword=${keyword}&searchFilterType=all`)).toEqual([]);
  await expect(page.getByText(title).first()).toBeVisible();

  expect(await openHydrated(page, '/information')).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(problems).toEqual([]);
});

test('styles come from the built stylesheet: no style element, nothing the policy refuses', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const id = await createTransportAd(request, `Dviratis stiliams ${randomBytes(3).toString('hex')}`);
  for (const path of ['/', '/skelbimai/transportas', `/skelbimas/${id}`, '/information']) {
    await openHydrated(page, path);
    expect(await styleElements(page), path).toEqual([]);
    // The stylesheet's global and layout rules are in force.
    const frame = await page.evaluate(() => {
      // The layout's frame: the column around the toolbar, the page and the footer.
      const frameElement = document.querySelector('main')?.parentElement;
      return [getComputedStyle(document.body).margin, frameElement && getComputedStyle(frameElement).flexDirection];
    });
    expect(frame, path).toEqual(['0px', 'column']);
  }
  // A refused style (Content-Security-Policy) is reported on the console.
  expect(problems).toEqual([]);
});

test('a hydrated page is live: a link rendered by the server navigates in the browser', async ({ page }) => {
  const problems = watchConsole(page);
  await openHydrated(page, '/skelbimai/transportas');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') requests.push(request.url());
  });
  await page
    .getByRole('link', { name: /^Visi skelbimai$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/visi$/);
  await expect(page.getByRole('heading', { name: 'Visi skelbimai', level: 1 })).toBeVisible();
  // The router moved there: no new document was loaded.
  expect(requests).toEqual([]);
  expect(problems).toEqual([]);
});

test("a signed-in visitor's buttons come alive on a slow phone: the page hydrates with the server's state", async ({
  page,
  request,
}) => {
  const id = await createTransportAd(request, `Dviratis lėtam telefonui ${randomBytes(3).toString('hex')}`);
  // The visitor signs in through the page's own context, so the page is rendered for them.
  const registered = await page.request.post('/api/auth/register', {
    data: { emailOrPhone: randomEmail(), password: 'Lankytojas-2026!', rememberMe: false },
  });
  expect(registered.ok()).toBe(true);
  await nameAccount(page.request);
  // A phone six times slower than this machine: hydration, in slices, ends long after the visitor's saved sets
  // could have been answered had they been asked for first (an answer that overtook hydration once kept the
  // server's disabled buttons for good).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await openHydrated(page, `/skelbimas/${id}`);
  await page.getByTestId(`saved-post-buttons-${id}`).getByRole('button', { name: 'Pažymėti', exact: true }).click();
  await expect(page.getByText(`#${id} skelbimas pažymėtas`)).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
