import { pngClaiming } from '@skelbimai/test-fakes';
import sharp from 'sharp';
import { MAX_PICTURE_BYTES } from '../../src/adapters/images/index.ts';

/** Files a hostile (or unlucky) client uploads as pictures, for the upload fault tests and the bench. */

export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A tiny PNG whose header declares 20,000 × 20,000 pixels (400 MP, 1.2 GB decoded). */
export const decompressionBomb = () => pngClaiming(20_000, 20_000);

/** A real 10,000 × 10,000 JPEG (100 MP) of a few hundred kilobytes; made once (seconds of CPU), then reused. */
let hundredMegapixels: Promise<Buffer> | undefined;
export const hundredMegapixelJpeg = () => {
  hundredMegapixels ??= sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#808080' } })
    .jpeg({ quality: 50 })
    .toBuffer();
  return hundredMegapixels;
};

export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>' +
      '<rect width="100" height="100" fill="red"/></svg>',
  );

/**
 * A GIF that is also JavaScript: its width bytes read '/*', the rest of the picture is inside the comment and
 * the script follows the GIF trailer ('GIF89a/*…*\/=alert(…)'). A decoder sees a picture, a browser told to
 * run it as a script runs it.
 */
export async function gifScriptPolyglot(): Promise<Buffer> {
  const gif = Buffer.from(
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer(),
  );
  gif[6] = 0x2f; // '/'
  gif[7] = 0x2a; // '*'
  return Buffer.concat([gif, Buffer.from('*/=alert(document.domain);')]);
}

export const htmlPage = () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

export const elevenMegabytes = () => Buffer.alloc(MAX_PICTURE_BYTES + 1024 * 1024, 0xff);

/** Two frames, red then blue (40 × 30 each), animated. */
export async function animated(format: 'gif' | 'webp'): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .toFormat(format, { loop: 0, delay: [100, 100] } as never)
    .toBuffer();
}

/** An ISO media 'ftyp' box of brand heic, as iPhone photos start. */
export const heicStart = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);

export const tiffPicture = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
    .tiff()
    .toBuffer();

/** A printer's JPEG: CMYK, red. */
export const cmykJpeg = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
    .toColourspace('cmyk')
    .jpeg()
    .toBuffer();

/**
 * A multipart body written byte by byte (FormData would normalise names and could not break the syntax),
 * for file names with '../' and for several files in one request.
 */
export function rawMultipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = '----skelbimaiFaultBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
