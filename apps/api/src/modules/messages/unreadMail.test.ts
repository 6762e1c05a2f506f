import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp, keepQueuedMailUnsent } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { outbox } from '../../db/schema/index.ts';
import { queueUnreadMessageMails } from './unreadMail.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ MESSAGE_EMAIL_DELAY_MINUTES: '10' });
  await keepQueuedMailUnsent(app);
});
afterAll(async () => {
  await app?.close();
});

const MINUTE = 60_000;
const mailsTo = (address: string) =>
  app.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(outbox.id);
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function aConversation() {
  const seller = await createUser(app, { fullName: 'Pardavėjas' });
  const buyer = await createUser(app, { fullName: 'Pirkėjas' });
  const post = await createPost(app, seller, { title: 'Sofa' });
  const buyerCookie = await sessionCookie(app, buyer);
  const sent = await call(app, 'POST', '/api/messages/send', buyerCookie, { postId: post.id, text: 'Ar dar yra?' });
  return {
    seller,
    sellerCookie: await sessionCookie(app, seller),
    buyerCookie,
    conversationId: sent.body.data.conversationId as number,
  };
}

describe('the e-mail about a message left unread', () => {
  it('goes once, after the delay, with the text and a link; not again within the hour', async () => {
    const { seller, buyerCookie, conversationId } = await aConversation();
    await queueUnreadMessageMails(app.db, app.config, later(5));
    expect(await mailsTo(seller.email as string)).toEqual([]);
    await queueUnreadMessageMails(app.db, app.config, later(11));
    const [mail, ...more] = await mailsTo(seller.email as string);
    expect(more).toEqual([]);
    const payload = mail?.payload as { subject: string; text: string };
    expect(payload.subject).toBe('Nauja žinutė: Sofa');
    expect(payload.text).toContain('„Ar dar yra?“');
    expect(payload.text).toContain(`/mano/zinutes/${conversationId}`);
    // It can be stopped in one click (RFC 8058), from the mail program or by the link in the text.
    const headers = (mail?.payload as { headers?: Record<string, string> }).headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/\/api\/savedsearches\/unsubscribe\?token=/);
    expect(payload.text).toMatch(/\/atsisakyti\?token=/);
    // Another unread line 20 minutes later: still within the hour, no second e-mail.
    await call(app, 'POST', '/api/messages/send', buyerCookie, { conversationId, text: 'Atsakykite' });
    await queueUnreadMessageMails(app.db, app.config, later(31));
    expect(await mailsTo(seller.email as string)).toHaveLength(1);
    // After the hour it goes, with the line not yet mailed.
    await queueUnreadMessageMails(app.db, app.config, later(75));
    const mails = await mailsTo(seller.email as string);
    expect(mails).toHaveLength(2);
    expect((mails[1]?.payload as { text: string }).text).toContain('„Atsakykite“');
    expect((mails[1]?.payload as { text: string }).text).not.toContain('Ar dar yra?');
  });

  it("never goes to someone who switched message e-mails off, on the account's settings or by its link", async () => {
    const { seller, sellerCookie } = await aConversation();
    const off = await call(app, 'POST', '/api/notifications/update', sellerCookie, {
      kind: 'messages',
      enabled: false,
    });
    expect(off.status).toBe(200);
    await queueUnreadMessageMails(app.db, app.config, later(30));
    expect(await mailsTo(seller.email as string)).toEqual([]);

    // Another seller stops them with the one-click POST of the first e-mail's header.
    const other = await aConversation();
    await queueUnreadMessageMails(app.db, app.config, later(30));
    const [mail] = await mailsTo(other.seller.email as string);
    const header = (mail?.payload as { headers: Record<string, string> }).headers['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    const stopped = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.statusCode).toBe(200);
    await call(app, 'POST', '/api/messages/send', await sessionCookie(app, other.seller), {
      conversationId: other.conversationId,
      text: 'Dar yra.',
    });
    await call(app, 'POST', '/api/messages/send', other.buyerCookie, {
      conversationId: other.conversationId,
      text: 'Gerai',
    });
    await queueUnreadMessageMails(app.db, app.config, later(120));
    expect(await mailsTo(other.seller.email as string)).toHaveLength(1);
  });

  it('never goes for a message already read', async () => {
    const { seller, sellerCookie, conversationId } = await aConversation();
    await call(app, 'GET', `/api/messages/conversation/${conversationId}`, sellerCookie);
    await queueUnreadMessageMails(app.db, app.config, later(30));
    expect(await mailsTo(seller.email as string)).toEqual([]);
  });
});
