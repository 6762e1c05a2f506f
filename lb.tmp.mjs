import { chromium } from '@playwright/test';
const [,, base, tag, url] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Atidaryti nuotrauką/ }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/adpage/shots/${tag}-lightbox-${w}.png` });
  await page.close();
}
await browser.close();
