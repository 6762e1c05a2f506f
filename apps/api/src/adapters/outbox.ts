import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The part of a logger the development transports use (Fastify's logger fits). */
export interface OutboxLogger {
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
}

/**
 * Keeps one "sent" message as a file in the outbox folder, named so that `ls` lists them in time order and
 * shows the recipient: 2024-05-01T10-00-00-000Z-mail-jonas_example.com-1a2b3c.eml. Returns the path.
 */
export async function writeOutboxFile(dir: string, kind: 'mail' | 'sms', to: string, content: string) {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const recipient = to.replace(/[^\w.+-]/g, '_').slice(0, 80);
  const extension = kind === 'mail' ? 'eml' : 'txt';
  const file = join(dir, `${stamp}-${kind}-${recipient}-${randomBytes(3).toString('hex')}.${extension}`);
  await writeFile(file, content, 'utf8');
  return file;
}
