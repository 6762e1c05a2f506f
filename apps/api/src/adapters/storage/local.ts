import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { uploadUrl } from '../../modules/names/index.ts';
import { assertValidKey, assertValidOrPartialKey, extensionOf, type PictureStorage } from './storage.ts';

/**
 * Pictures as files under `rootDir` (config.uploadsDir = DATA_DIR/uploads), served at /uploads/<key>
 * (see index.ts). A file is written under a temporary name and renamed, so a reader never sees half of it.
 */
export function createLocalPictureStorage(rootDir: string): PictureStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, data, contentType) {
      const path = pathOf(key);
      const extension = extensionOf[contentType];
      if (!extension || !key.endsWith(`.${extension}`)) {
        throw new Error(`Key ${key} does not fit content type ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, data, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      assertValidOrPartialKey(key);
      await rm(join(rootDir, ...key.split('/')), { force: true });
    },
    async *list(folder) {
      assertValidKey(`${folder}/x.webp`);
      const entries = await readdir(join(rootDir, ...folder.split('/')), { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = `${folder}/${entry.name}`;
        // Gone since the listing (a concurrent delete): nothing to report.
        const info = await stat(join(rootDir, ...key.split('/'))).catch(() => undefined);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
    url(key) {
      assertValidKey(key);
      return uploadUrl(key);
    },
    async read(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
  };
}
