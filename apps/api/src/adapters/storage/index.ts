import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createLocalPictureStorage } from './local.ts';
import { createS3PictureStorage, type S3PictureStorage } from './s3.ts';
import { extensionOf, isValidKey, type PictureStorage } from './storage.ts';

export { createLocalPictureStorage } from './local.ts';
export { createS3PictureStorage } from './s3.ts';
export type { PictureStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pictureStorage: PictureStorage;
  }
}

/** Every stored picture has a key of its own (a new upload gets a new key): browsers may keep it for a year. */
const immutable = 'public, max-age=31536000, immutable';

/** The type a browser is told, from the key's extension (the only types the API ever stores). */
const contentTypeOf: Record<string, string> = Object.fromEntries(
  Object.entries(extensionOf).map(([type, extension]) => [extension, type]),
);

/**
 * Decorates `app.pictureStorage` (files under config.uploadsDir, or the S3 bucket of config.s3) and serves
 * them at /uploads/<key> either way. Files are only ever written by the API after re-encoding (WebP, metadata
 * stripped); `nosniff` keeps a browser from reading one as anything but the type its extension says.
 */
export async function registerPictureStorage(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.s3) {
    const storage = createS3PictureStorage(config.s3);
    app.decorate('pictureStorage', storage);
    app.addHook('onClose', async () => storage.close());
    serveFromBucket(app, storage);
    return;
  }
  mkdirSync(config.uploadsDir, { recursive: true });
  app.decorate('pictureStorage', createLocalPictureStorage(config.uploadsDir));
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    // The web build registers @fastify/static too; only one of them may add reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', immutable);
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}

/**
 * The server streams each picture from the bucket (DECISIONS #68): the same /uploads/ URLs as the local
 * folder, no public bucket, and the page's Content-Security-Policy keeps allowing images from itself only.
 * A key that cannot exist or is not in the bucket is the same 404 as a missing local file.
 */
function serveFromBucket(app: FastifyInstance, storage: S3PictureStorage): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = contentTypeOf[key.slice(key.lastIndexOf('.') + 1)];
    if (!contentType || !isValidKey(key)) return reply.callNotFound();
    const picture = await storage.open(key);
    if (!picture) return reply.callNotFound();
    reply.header('cache-control', immutable).header('x-content-type-options', 'nosniff');
    if (picture.etag) {
      reply.header('etag', picture.etag);
      if (request.headers['if-none-match'] === picture.etag) {
        picture.body.destroy();
        return reply.status(304).send();
      }
    }
    if (picture.contentLength !== undefined) reply.header('content-length', picture.contentLength);
    return reply.type(contentType).send(picture.body);
  });
}
