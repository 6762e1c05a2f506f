import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { blockedMessage } from '../auth/signIn.ts';
import { isBlockedNow } from './users.service.ts';

/**
 * The blocked user's e-mail, sent once when a moderator sets a block: until when and why, the same sentence
 * a refused sign-in shows. A phone-only account gets none. A failure to send is logged and never undoes the
 * block. Sent straight through app.delivery.mail for now; this one function is the seam to move onto the
 * mail outbox (issue 25's other part) when that lands.
 */
export async function sendBlockNotice(app: FastifyInstance, userId: string): Promise<void> {
  try {
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    if (!user?.email || !isBlockedNow(user)) return;
    await app.delivery.mail.send({
      to: user.email,
      subject: `Paskyra užblokuota – ${app.config.site.name}`,
      text: [
        'Sveiki,',
        '',
        blockedMessage(user),
        'Kol paskyra užblokuota, negalite prisijungti ir skelbti, o jūsų skelbimai nerodomi.',
        '',
        app.config.site.name,
      ].join('\n'),
    });
  } catch (error) {
    app.log.error({ err: error, userId }, 'Block notice not sent');
  }
}
