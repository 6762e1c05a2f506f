import sharp from 'sharp';
import type { App } from '../../app.ts';

/** Test pictures and the multipart body a browser's FormData sends (for posts/*.test.ts). */

export interface UploadFile {
  data: Buffer;
  filename: string;
  type: string;
}

/**
 * A width × height JPEG, red on top and blue below, whose EXIF says "rotate 90° clockwise to view"
 * (orientation 6) and carries a camera name and GPS coordinates (Kėdainiai): what a phone camera uploads.
 */
export async function phoneCameraJpeg(width = 900, height = 600): Promise<Buffer> {
  const redTop = await sharp({
    create: { width, height: Math.floor(height / 2), channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: redTop, top: 0, left: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Testas', Model: 'Telefonas' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 58/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain picture of one colour in the given format. */
export async function plainPicture(
  format: 'png' | 'webp' | 'avif' | 'gif' | 'jpeg',
  width = 300,
  height = 200,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#33aa55' } })
    .toFormat(format)
    .toBuffer();
}

/** A tiny PNG whose header claims width × height pixels (a "decompression bomb"); its pixel data is empty. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string | UploadFile>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

/** POST /api/posts/UploadPicture with the file in PictureFile. */
export async function uploadPostPicture(app: App, cookie: string | undefined, file: UploadFile) {
  const { payload, headers } = await multipart({ PictureFile: file });
  return app.inject({
    method: 'POST',
    url: '/api/posts/UploadPicture',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

export const jpegFile = (data: Buffer, filename = 'IMG_0001.JPG'): UploadFile => ({
  data,
  filename,
  type: 'image/jpeg',
});
