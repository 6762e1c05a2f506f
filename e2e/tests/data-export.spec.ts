import { latestMailTo, randomEmail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// 'Atsisiųsti mano duomenis' builds a ZIP in the background and e-mails a link that works once.

test('a user asks for their data, gets a link by e-mail, downloads the ZIP once', async ({ page, request }) => {
  const email = randomEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { emailOrPhone: email, password: 'Duomenys-2026!', rememberMe: false },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/mano/paskyra');
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų duomenys' })).toBeVisible();
  await page.getByRole('button', { name: 'Atsisiųsti mano duomenis' }).click();
  await expect(page.getByRole('status').getByText(/^Ruošiame archyvą\./)).toBeVisible();

  await expect
    .poll(async () => (await latestMailTo(email)).subject)
    .toBe('Jūsų duomenys paruošti – Kėdainių skelbimai');
  const link = /\/api\/account\/export\/download\/[A-Za-z0-9_-]+/.exec((await latestMailTo(email)).text)?.[0];
  expect(link).toBeDefined();

  const archive = await request.get(link as string);
  expect(archive.status()).toBe(200);
  expect(archive.headers()['content-type']).toBe('application/zip');
  const bytes = await archive.body();
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.toString('latin1')).toContain('profilis.json');

  // Once only: the same link again is gone.
  const again = await request.get(link as string);
  expect(again.status()).toBe(410);

  // Asking again after the download starts a new archive.
  await page.getByRole('button', { name: 'Atsisiųsti mano duomenis' }).click();
  await expect(page.getByRole('status').getByText(/^Ruošiame archyvą\./)).toBeVisible();
});

test('the privacy policy names every cookie, how long data is kept, and how to export or delete it', async ({
  page,
}) => {
  await page.goto('/rules#privatumas');
  const cookies = page.getByRole('heading', { level: 3, name: 'Slapukai ir naršyklės atmintis' });
  await expect(cookies).toBeVisible();
  for (const name of ['„sid“', '„signed_in“', '„device“']) await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(/sutikimo jiems neklausiame/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Kiek laiko saugome' })).toBeVisible();
  await expect(page.getByText(/„Atsisiųsti mano duomenis“/)).toBeVisible();
  await expect(page.getByText(/„Ištrinti paskyrą“/)).toBeVisible();
  // No consent banner: nothing but the necessary cookies.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
