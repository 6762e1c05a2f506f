/**
 * Where uploaded pictures live. Keys are relative paths chosen by the API (never by the client), such as
 * 'profile-pictures/3f2a….webp'; a new picture always gets a new key, so a URL's content never changes.
 */
export interface PictureStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the picture from. */
  url(key: string): string;
}

/** Lower-case folders and a file name with an extension: no '..', no absolute paths, nothing to escape. */
const keyPattern = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/;

export function assertValidKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The file extension the storage serves a content type under (the extension decides the served type). */
export const extensionOf: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
