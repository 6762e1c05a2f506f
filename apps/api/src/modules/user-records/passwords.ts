import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's default algorithm is argon2id (its Algorithm const enum breaks isolatedModules).

export const hashPassword = (password: string) => hash(password);

/** Constant work for a missing account too, so response times do not reveal which addresses exist. */
const DUMMY_HASH = hash('dummy-password-for-timing');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
