import { type MailSink, startMailSink } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import {
  accountExports,
  emailOptOuts,
  expiryReminders,
  favoritePosts,
  messagePictures,
  moderationDecisions,
  notices,
  postPictures,
  pushSubscriptions,
  savedSearches,
  savedSearchMatches,
} from '../../db/schema/index.ts';
import { accountMessages } from '../../http/messages.ts';
import { exportsSettled } from './accountExport.ts';

// 'Atsisiųsti mano duomenis' – a ZIP built in the background, its link e-mailed, working once for 7 days.
let app: Awaited<ReturnType<typeof buildTestApp>>;
let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
  app = await buildTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const askExport = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/account/export', ...(cookie ? { headers: { cookie } } : {}) });

/** The link of the newest export mail to `address`, once the background build and the outbox are done. */
async function mailedLink(address: string): Promise<string> {
  await exportsSettled(app);
  await app.outbox.sendDue();
  // The outbox woken by the build may be sending it right now (on PostgreSQL, on another connection).
  const newest = () => sink.inbox.items.filter((item) => item.to.includes(address)).at(-1);
  await expect.poll(() => newest()?.subject).toBe('Jūsų duomenys paruošti – Kėdainių skelbimai');
  const mail = newest();
  const link = /https?:\/\/\S+\/api\/account\/export\/download\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no link in the mail');
  return new URL(link).pathname;
}

const json = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(Buffer.from(files[name] ?? new Uint8Array()).toString('utf8'));

describe('GET /api/account/export', () => {
  it("zips the user's data and pictures, e-mails a link that works once, and holds nobody else's data", async () => {
    const email = randomEmail();
    const user = await createUser(app, { email, fullName: 'Eksportuojanti Vartotoja' });
    const cookie = await sessionCookie(app, user);
    const post = await createPost(app, user, { title: 'Mano senas fotelis' });
    const pictureKey = `posts/eksportas-${post.id}.webp`;
    await app.pictureStorage.put(pictureKey, Buffer.from('RIFF0000WEBPVP8 test'), 'image/webp');
    await app.db.insert(postPictures).values({
      ownerId: user.id,
      postId: post.id,
      position: 0,
      largeKey: pictureKey,
      thumbnailKey: pictureKey,
      width: 1,
      height: 1,
    } as typeof postPictures.$inferInsert);
    const stranger = await createUser(app, { fullName: 'Svetimas Žmogus' });
    const strangersAd = await createPost(app, stranger, { title: 'Svetimas skelbimas' });
    await app.db.insert(favoritePosts).values({ userId: user.id, postId: strangersAd.id });
    // Saved searches, e-mail settings and expiry reminders.
    const [search] = await app.db
      .insert(savedSearches)
      .values({ userId: user.id, name: 'Foteliai', query: 'searchKeyword=fotelis' })
      .returning();
    await app.db.insert(savedSearchMatches).values({ savedSearchId: search?.id ?? 0, postId: strangersAd.id });
    await app.db.insert(emailOptOuts).values({ userId: user.id, kind: 'priceDrops' });
    await app.db.insert(expiryReminders).values({ postId: post.id, userId: user.id, expiresAt: new Date() });
    await topUp(app, user, 2);
    // Moderation: a decision about the user's ad, a notice the user sent about the stranger's.
    await app.db.insert(moderationDecisions).values({
      kind: 'ad_block',
      userId: user.id,
      postId: post.id,
      ruleId: 'misleading',
      facts: 'Kaina neteisinga.',
      automatic: false,
    });
    await app.db.insert(notices).values({
      postId: strangersAd.id,
      reason: 'fraud',
      explanation: 'Prašo sumokėti avansu.',
      email,
      userId: user.id,
    });
    // A conversation of the user's about the stranger's ad (both sides' lines are the user's correspondence),
    // and one the user is not in.
    const strangerCookie = await sessionCookie(app, stranger);
    const send = (from: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/messages/send', payload, headers: { cookie: from } });
    const asked = await send(cookie, { postId: strangersAd.id, text: 'Ar dar aktualu?' });
    await send(strangerCookie, { conversationId: asked.json().data.conversationId, text: 'Taip, aktualu.' });
    const conversationId = asked.json().data.conversationId as number;
    // An offer, a rating and a picture of the user's in that conversation; a device for phone notifications.
    const offered = await app.inject({
      method: 'POST',
      url: '/api/offers/create',
      payload: { conversationId, amount: 40 },
      headers: { cookie },
    });
    expect(offered.statusCode).toBe(200);
    const rated = await app.inject({
      method: 'POST',
      url: '/api/ratings/create',
      payload: { conversationId, stars: 4, comment: 'Greitai atsakė' },
      headers: { cookie },
    });
    expect(rated.statusCode).toBe(200);
    const messagePictureKey = `message-pictures/eksportas-${conversationId}-large.webp`;
    await app.pictureStorage.put(messagePictureKey, Buffer.from('RIFF0000WEBPVP8 zinute'), 'image/webp');
    await app.db.insert(messagePictures).values({
      ownerId: user.id,
      messageId: asked.json().data.message.id,
      largeKey: messagePictureKey,
      thumbnailKey: messagePictureKey,
      width: 1,
      height: 1,
    });
    await app.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: 'https://push.example.com/eksportas', p256dh: 'raktas', auth: 'slaptas' });
    const third = await createUser(app);
    await send(await sessionCookie(app, third), { postId: strangersAd.id, text: 'Slaptas kito pirkėjo klausimas' });

    const started = await askExport(cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'pending', expiresAt: null });
    expect(started.json().messages).toEqual([accountMessages.exportStarted]);
    const path = await mailedLink(email);
    // Asked again while the link is out: the same export, now ready, no second build.
    const again = await askExport(cookie);
    expect(again.json().data).toMatchObject({ id: started.json().data.id, status: 'ready' });

    const download = await app.inject({ method: 'GET', url: path });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(json(files, 'profilis.json')).toMatchObject({ email, fullName: 'Eksportuojanti Vartotoja' });
    expect(json(files, 'profilis.json')).not.toHaveProperty('passwordHash');
    expect(json(files, 'skelbimai.json').map((ad: { title: string }) => ad.title)).toEqual(['Mano senas fotelis']);
    expect(json(files, 'pazymeti.json')).toMatchObject([{ postId: strangersAd.id }]);
    expect(json(files, 'pinigines-irasai.json').length).toBeGreaterThan(0);
    expect(json(files, 'paieskos.json')).toMatchObject({
      savedSearches: [{ name: 'Foteliai', query: 'searchKeyword=fotelis', matches: [{ postId: strangersAd.id }] }],
      emailsSwitchedOff: [{ kind: 'priceDrops' }],
      expiryReminders: [{ postId: post.id }],
    });
    expect(json(files, 'mokejimai.json').length).toBeGreaterThan(0);
    expect(json(files, 'moderavimas.json')).toMatchObject({
      decisions: [{ kind: 'ad_block', postId: post.id, ruleId: 'misleading', facts: 'Kaina neteisinga.' }],
      appeals: [],
      notices: [{ postId: strangersAd.id, explanation: 'Prašo sumokėti avansu.' }],
    });
    const [conversation] = json(files, 'zinutes.json').conversations;
    expect(conversation.messages.map((line: { text: string }) => line.text)).toEqual([
      'Ar dar aktualu?',
      'Taip, aktualu.',
      'Pasiūlyta kaina: 40\u00a0€',
    ]);
    expect(conversation.offers).toMatchObject([{ amountCents: 4000, status: 'open' }]);
    expect(conversation.messages[0].pictures).toMatchObject([{ largeKey: messagePictureKey }]);
    expect(json(files, 'ivertinimai.json')).toMatchObject({
      given: [{ stars: 4, comment: 'Greitai atsakė' }],
      received: [],
    });
    expect(json(files, 'telefono-pranesimai.json')).toMatchObject({
      devices: [{ endpoint: 'https://push.example.com/eksportas' }],
    });
    expect(json(files, 'telefono-pranesimai.json').devices[0]).not.toHaveProperty('auth');
    expect(Buffer.from(files[`nuotraukos/${pictureKey.replace('/', '_')}`] ?? []).toString()).toContain('WEBP');
    expect(Buffer.from(files[`nuotraukos/${messagePictureKey.replace('/', '_')}`] ?? []).toString()).toContain(
      'zinute',
    );
    const everything = Buffer.concat(Object.values(files).map((bytes) => Buffer.from(bytes))).toString('utf8');
    expect(everything).not.toContain('Svetimas Žmogus');
    expect(everything).not.toContain('Slaptas kito pirkėjo klausimas');

    // Once: the second click is told the link is spent, and the archive is gone from the database.
    const second = await app.inject({ method: 'GET', url: path });
    expect(second.statusCode).toBe(410);
    expect(second.json().messages).toEqual([accountMessages.exportLinkGone]);
    const [row] = await app.db.select().from(accountExports).where(eq(accountExports.userId, user.id));
    expect(row?.archive).toBeNull();
  });

  it('a link past its 7 days is gone; a guest may not ask; a made-up token is the same 410', async () => {
    const email = randomEmail();
    const user = await createUser(app, { email });
    await askExport(await sessionCookie(app, user));
    const path = await mailedLink(email);
    await app.db
      .update(accountExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountExports.userId, user.id));
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
    expect((await askExport()).statusCode).toBe(401);
    const madeUp = await app.inject({ method: 'GET', url: `/api/account/export/download/${'A'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(410);
  });
});
