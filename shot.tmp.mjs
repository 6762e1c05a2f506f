import { chromium } from '@playwright/test';
const [,, base, tag, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const p of paths) {
    let url = p;
    if (p === 'AD') {
      await page.goto(base + '/');
      const href = await page.locator('a[href^="/skelbimas/"]').first().getAttribute('href');
      url = href;
    }
    await page.goto(base + url, { waitUntil: 'networkidle' });
    const name = `${tag}-${(p === 'AD' ? 'ad' : p).replace(/[^a-z0-9]+/gi, '_')}-${w}.png`;
    await page.screenshot({ path: `/tmp/adpage/shots/${name}`, fullPage: true });
    console.log(name, url);
  }
  await page.close();
}
await browser.close();
