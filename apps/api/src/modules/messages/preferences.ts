import type { Database } from '../../db/client.ts';

/**
 * Does `userId` want the e-mail about messages left unread? Connected to the notification settings of issue 28
 * at merge (its preference kind 'messages'); until then everyone does.
 */
export async function messageEmailsWanted(_db: Database, _userId: string): Promise<boolean> {
  return true;
}
