import sharp from 'sharp';
import type { App } from '../src/app.ts';

/** Test pictures and the multipart body a browser's FormData sends, for the picture upload tests. */

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

/** The picture upload routes, which share one rule (http/pictureUpload.ts); a message's is an ad's (PRODUCT.md §29). */
export const PICTURE_UPLOAD_URLS = [
  '/api/posts/UploadPicture',
  '/api/auth/UploadProfilePicture',
  '/api/messages/UploadPicture',
] as const;

/** POST `url` (default: an ad picture) with the file in PictureFile. */
export async function uploadPicture(
  app: App,
  cookie: string | undefined,
  file: UploadFile,
  url: (typeof PICTURE_UPLOAD_URLS)[number] = '/api/posts/UploadPicture',
) {
  const { payload, headers } = await multipart({ PictureFile: file });
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/** POST /api/posts/UploadPicture with the file in PictureFile. */
export function uploadPostPicture(app: App, cookie: string | undefined, file: UploadFile) {
  return uploadPicture(app, cookie, file);
}

export const jpegFile = (data: Buffer, filename = 'IMG_0001.JPG'): UploadFile => ({
  data,
  filename,
  type: 'image/jpeg',
});
