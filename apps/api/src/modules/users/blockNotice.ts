import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { blockedMessage } from '../auth/signIn.ts';
import { enqueueMail } from '../outbox/outbox.ts';

/**
 * The blocked user's e-mail, queued in the transaction that sets the block (DECISIONS #107): until when and
 * why, the same sentence a refused sign-in shows. A phone-only account gets none. The outbox sends it after the
 * commit and retries a failed send; a block that rolls back sends nothing.
 */
export async function queueBlockNotice(tx: Database, user: UserRow, siteName: string): Promise<void> {
  if (!user.email) return;
  await enqueueMail(tx, {
    to: user.email,
    subject: `Paskyra užblokuota – ${siteName}`,
    text: [
      'Sveiki,',
      '',
      blockedMessage(user),
      'Kol paskyra užblokuota, negalite prisijungti ir skelbti, o jūsų skelbimai nerodomi.',
      '',
      siteName,
    ].join('\n'),
  });
}
