import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createLocalPictureStorage } from './local.ts';
import type { PictureStorage } from './storage.ts';

export { createLocalPictureStorage } from './local.ts';
export type { PictureStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pictureStorage: PictureStorage;
  }
}

/** Every stored picture has a key of its own (a new upload gets a new key): browsers may keep it for a year. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Decorates `app.pictureStorage` (files under config.uploadsDir) and serves them at /uploads/<key>. Files are
 * only ever written by the API after re-encoding (WebP, metadata stripped); `nosniff` keeps a browser from
 * reading one as anything but the type its extension says. No directory listings, no index files, no dotfiles.
 */
export async function registerPictureStorage(app: FastifyInstance, config: AppConfig): Promise<void> {
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
