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
  /**
   * Every stored object under `folder` (housekeeping looks for files no row points at), including writes a
   * crash left unfinished: their keys end in '.partial' and `delete` accepts them.
   */
  list(folder: string): AsyncIterable<StoredObject>;
  /** The stored bytes, or undefined when there is no such object (a user's data export). */
  read(key: string): Promise<Buffer | undefined>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** Lower-case folders and a file name with an extension: no '..', no absolute paths, nothing to escape. */
const keyPattern = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/;

/** A write in progress (local.ts writes '<key>.<random hex>.partial', then renames it to the key). */
const partialPattern = /^(?<key>.+)\.[0-9a-f]{12}\.partial$/;

export function isValidKey(key: string): boolean {
  return keyPattern.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A key, or the key of an unfinished write of one (deletable, never served as a picture). */
export function assertValidOrPartialKey(key: string): void {
  assertValidKey(partialPattern.exec(key)?.groups?.key ?? key);
}

/** The file extension the storage serves a content type under (the extension decides the served type). */
export const extensionOf: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
