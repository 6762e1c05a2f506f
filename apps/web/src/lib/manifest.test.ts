import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The installable portal (PRODUCT.md §30): the manifest's colours are the design tokens', and its icons exist.
// Vitest runs from the repository root or from apps/web.
const web = process.cwd().endsWith('web') ? process.cwd() : join(process.cwd(), 'apps/web');
const read = (path: string) => readFileSync(join(web, path));
const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  theme_color: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};
const token = (name: string) =>
  new RegExp(`--${name}:\\s*([^;]+);`).exec(read('src/ui/tokens.css').toString('utf8'))?.[1];

/** A PNG's width and height from its IHDR chunk. */
const pngSize = (buffer: Buffer) => `${buffer.readUInt32BE(16)}x${buffer.readUInt32BE(20)}`;

describe('web app manifest', () => {
  it('is Lithuanian, standalone from the home page, in the brand colour of the tokens and index.html', () => {
    expect(manifest).toMatchObject({ lang: 'lt', name: 'Skelbimai', short_name: 'Skelbimai', start_url: '/' });
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(token('color-primary'));
    expect(read('index.html').toString('utf8')).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" />`,
    );
    expect(read('index.html').toString('utf8')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('has PNG icons of 192 and 512 pixels and a maskable one, each of its stated size', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`)).toEqual([
      '192x192',
      '512x512',
      '512x512 maskable',
    ]);
    for (const icon of pngs) expect(pngSize(read(`public${icon.src}`))).toBe(icon.sizes);
  });
});
