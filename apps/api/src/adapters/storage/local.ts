import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { uploadUrl } from '../../modules/users/users.mapper.ts';
import { assertValidKey, extensionOf, type PictureStorage } from './storage.ts';

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
      await rm(pathOf(key), { force: true });
    },
    url(key) {
      assertValidKey(key);
      return uploadUrl(key);
    },
  };
}
