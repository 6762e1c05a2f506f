import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_ROLE,
  type ChatMessage,
  type MessagePicture,
  MODERATOR_ROLE,
  conversationMessages as texts,
} from '@skelbimai/contract';
import { solidPng } from '@skelbimai/test-fakes';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp, keepQueuedMailUnsent } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { jpegFile, phoneCameraJpeg, uploadPicture } from '../../../test/pictures.ts';
import { conversationMessages, messageEvents, messagePictures, outbox } from '../../db/schema/index.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { queueUnreadMessageMails } from './unreadMail.ts';

/** Pictures in messages (PRODUCT.md §29, decision 0091), through the real app on the test database. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  await keepQueuedMailUnsent(app);
});
afterAll(async () => {
  await app?.close();
});

async function person(fullName: string, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, { fullName, ...overrides });
  return { user, cookie: await sessionCookie(app, user) };
}

/** A seller's ad and a buyer who wrote the first message about it. */
async function aConversation() {
  const seller = await person('Petras Pardavėjas');
  const buyer = await person('Birutė Pirkėja');
  const post = await createPost(app, seller.user, { title: 'Dviratis' });
  const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, {
    postId: post.id,
    text: 'Ar dar aktualu?',
  });
  expect(sent.status).toBe(200);
  return { seller, buyer, conversationId: sent.body.data.conversationId as number };
}

/** Uploads a small PNG (the test fakes' helper) as `cookie`'s user: the staged picture. */
async function staged(cookie: string, colour: [number, number, number] = [40, 160, 90]): Promise<MessagePicture> {
  const file = { data: solidPng(64, 48, colour), filename: 'nuotrauka.png', type: 'image/png' };
  const response = await uploadPicture(app, cookie, file, '/api/messages/UploadPicture');
  expect(response.statusCode).toBe(200);
  return bodyOf<{ data: MessagePicture }>(response).data;
}

const fileOf = (url: string) => join(app.config.uploadsDir, url.slice('/uploads/'.length));
const thread = (id: number, cookie: string) => call(app, 'GET', `/api/messages/conversation/${id}`, cookie);
const send = (cookie: string, body: Record<string, unknown>) => call(app, 'POST', '/api/messages/send', cookie, body);
const rowsOf = (ids: string[]) => app.db.select().from(messagePictures).where(sql`${messagePictures.id} in ${ids}`);
const messageCount = async (conversationId: number) =>
  (await app.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId)))
    .length;

describe('POST /api/messages/UploadPicture', () => {
  it('re-encodes as the ads do: a WebP without EXIF or GPS, under an unguessable name, staged for the uploader', async () => {
    const { user, cookie } = await person('Jonas Jonaitis');
    const response = await uploadPicture(
      app,
      cookie,
      jpegFile(await phoneCameraJpeg(900, 600)),
      '/api/messages/UploadPicture',
    );
    expect(response.statusCode).toBe(200);
    const picture = bodyOf<{ data: MessagePicture }>(response).data;
    expect(picture.url).toMatch(/^\/uploads\/message-pictures\/[0-9a-f-]{36}-large\.webp$/);
    expect(picture.thumbnailUrl).toBe(`/uploads/message-pictures/${picture.id}-thumb.webp`);
    const stored = await sharp(fileOf(picture.url)).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    // Turned upright from the camera's orientation: 600 wide, 900 high.
    expect([picture.width, picture.height]).toEqual([600, 900]);
    expect(await rowsOf([picture.id])).toMatchObject([{ ownerId: user.id, messageId: null }]);
  });

  it('refuses a guest', async () => {
    const file = { data: solidPng(8, 8, [0, 0, 0]), filename: 'a.png', type: 'image/png' };
    expect((await uploadPicture(app, undefined, file, '/api/messages/UploadPicture')).statusCode).toBe(401);
  });
});

describe('POST /api/messages/send with pictures', () => {
  it('a message of pictures only reaches both sides, in the thread, the inbox and the other side’s stream', async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const first = await staged(buyer.cookie, [200, 30, 30]);
    const second = await staged(buyer.cookie, [30, 30, 200]);
    const sent = await send(buyer.cookie, { conversationId, pictures: [second.id, first.id] });
    expect(sent.status).toBe(200);
    const message: ChatMessage = sent.body.data.message;
    expect(message).toMatchObject({ text: '', erased: false, fromMe: true });
    expect(message.pictures?.map((p) => p.id)).toEqual([second.id, first.id]);

    const seen = await thread(conversationId, seller.cookie);
    const last: ChatMessage = seen.body.data.messages.at(-1);
    expect(last).toMatchObject({ text: '', erased: false, fromMe: false });
    expect(last.pictures).toEqual([second, first]);
    const withText: ChatMessage = seen.body.data.messages[0];
    expect(withText.pictures).toEqual([]);

    const inbox = await call(app, 'GET', '/api/messages/conversations', seller.cookie);
    expect(inbox.body.data[0].lastMessage).toMatchObject({ text: '', erased: false, pictureCount: 2 });

    const [event] = await app.db
      .select({ payload: messageEvents.payload })
      .from(messageEvents)
      .where(sql`${messageEvents.userId} = ${seller.user.id} and ${messageEvents.payload} like '%"message"%'`)
      .orderBy(sql`${messageEvents.id} desc`)
      .limit(1);
    expect(JSON.parse(event?.payload ?? '{}').message.pictures).toEqual([second, first]);
    for (const picture of [first, second]) expect(existsSync(fileOf(picture.url))).toBe(true);
  });

  it('text and pictures together; neither is refused on text', async () => {
    const { buyer, conversationId } = await aConversation();
    const picture = await staged(buyer.cookie);
    const both = await send(buyer.cookie, { conversationId, text: 'Štai nuotrauka', pictures: [picture.id] });
    expect(both.body.data.message).toMatchObject({ text: 'Štai nuotrauka', pictures: [picture] });
    const neither = await send(buyer.cookie, { conversationId, text: '  ', pictures: [] });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual([{ property: 'text', errors: [texts.textEmpty] }]);
  });

  it('more than 4 pictures are refused on pictures, and nothing is written', async () => {
    const { buyer, conversationId } = await aConversation();
    const five = [];
    for (let i = 0; i < 5; i += 1) five.push(await staged(buyer.cookie, [i * 40, 100, 100]));
    const before = await messageCount(conversationId);
    const refused = await send(buyer.cookie, { conversationId, pictures: five.map((p) => p.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ property: 'pictures', errors: [texts.tooManyPictures] }]);
    expect(texts.tooManyPictures).toBe('Prie žinutės galima pridėti ne daugiau kaip 4 nuotraukas.');
    expect(await messageCount(conversationId)).toBe(before);
    expect((await rowsOf(five.map((p) => p.id))).every((row) => row.messageId === null)).toBe(true);
    const four = await send(buyer.cookie, { conversationId, pictures: five.slice(0, 4).map((p) => p.id) });
    expect(four.status).toBe(200);
  });

  it("another account's picture, a sent one, a repeated one or an unknown id is refused on pictures", async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const sellers = await staged(seller.cookie);
    const before = await messageCount(conversationId);
    const foreign = await send(buyer.cookie, { conversationId, text: 'Žiūrėkite', pictures: [sellers.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ property: 'pictures', errors: [texts.pictureUnknown] }]);
    expect(await messageCount(conversationId)).toBe(before);
    expect(await rowsOf([sellers.id])).toMatchObject([{ ownerId: seller.user.id, messageId: null }]);

    const own = await staged(buyer.cookie);
    expect((await send(buyer.cookie, { conversationId, pictures: [own.id] })).status).toBe(200);
    const again = await send(buyer.cookie, { conversationId, pictures: [own.id] });
    expect(again.body.errors).toEqual([{ property: 'pictures', errors: [texts.pictureUnknown] }]);

    const other = await staged(buyer.cookie);
    const repeated = await send(buyer.cookie, { conversationId, pictures: [other.id, other.id] });
    expect(repeated.body.errors).toEqual([{ property: 'pictures', errors: [texts.pictureRepeated] }]);
    const unknown = await send(buyer.cookie, { conversationId, pictures: ['ne-id', crypto.randomUUID()] });
    expect(unknown.body.errors).toEqual([{ property: 'pictures', errors: [texts.pictureUnknown] }]);
  });

  it("the unread e-mail quotes a message of pictures only as 'Nuotrauka'", async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const picture = await staged(buyer.cookie);
    await send(buyer.cookie, { conversationId, pictures: [picture.id] });
    await queueUnreadMessageMails(app.db, app.config, new Date(Date.now() + 24 * 60 * 60 * 1000));
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, seller.user.email as string));
    const text = (mail?.payload as { text: string }).text;
    expect(text).toContain('„Ar dar aktualu?“');
    expect(text).toContain(`„${texts.picturesOnly}“`);
  });

  it("only the conversation's two people see its pictures: anyone else gets 404 and no picture", async () => {
    const { buyer, conversationId } = await aConversation();
    const picture = await staged(buyer.cookie);
    await send(buyer.cookie, { conversationId, pictures: [picture.id] });
    const outsider = await person('Ona Pašalinė');
    const peek = await thread(conversationId, outsider.cookie);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain(picture.id);
    // Nor can an outsider write into it with a picture of their own.
    const theirs = await staged(outsider.cookie);
    const write = await send(outsider.cookie, { conversationId, pictures: [theirs.id] });
    expect(write.status).toBe(404);
    expect(await rowsOf([theirs.id])).toMatchObject([{ messageId: null }]);
  });
});

describe('a reported message with pictures', () => {
  it("a moderator sees the pictures of the messages around the report, not 'erased' for a message of pictures only", async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const [first, second] = [await staged(seller.cookie), await staged(seller.cookie, [200, 30, 30])];
    const reported = await send(seller.cookie, { conversationId, pictures: [second.id, first.id] });
    const report = await call(app, 'POST', '/api/messages/report', buyer.cookie, {
      messageId: reported.body.data.message.id,
      reasonId: 2,
    });
    expect(report.status).toBe(200);
    const moderator = await person('Mota Moderatorė', { authRole: MODERATOR_ROLE });
    const list = await call(app, 'GET', '/api/messages/reports', moderator.cookie);
    expect(list.status).toBe(200);
    const found = list.body.data.find((r: { messageId: number }) => r.messageId === reported.body.data.message.id);
    expect(found.thread).toMatchObject([
      { text: 'Ar dar aktualu?', pictures: [], fromBuyer: true },
      { text: '', pictures: [second, first], fromBuyer: false },
    ]);
    for (const picture of [first, second]) expect(existsSync(fileOf(picture.url))).toBe(true);
  });
});

describe('removing message pictures', () => {
  it("erasing an account deletes its message pictures' rows and files; the other side sees 'Žinutė ištrinta'", async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const sent = await staged(buyer.cookie);
    const leftStaged = await staged(buyer.cookie);
    await send(buyer.cookie, { conversationId, pictures: [sent.id] });
    const sellers = await staged(seller.cookie);
    await send(seller.cookie, { conversationId, pictures: [sellers.id] });
    const admin = await person('Administratorius Adminas', { authRole: ADMIN_ROLE });
    const deleted = await call(app, 'POST', '/api/users/DeleteUser', admin.cookie, { TargetUserId: buyer.user.id });
    expect(deleted.status).toBe(200);
    expect(await rowsOf([sent.id, leftStaged.id])).toEqual([]);
    for (const picture of [sent, leftStaged]) {
      expect(existsSync(fileOf(picture.url))).toBe(false);
      expect(existsSync(fileOf(picture.thumbnailUrl))).toBe(false);
    }
    const kept = await thread(conversationId, seller.cookie);
    const lines = kept.body.data.messages.map((m: ChatMessage) => [m.erased, m.pictures?.length]);
    expect(lines).toEqual([
      [true, 0],
      [true, 0],
      [false, 1],
    ]);
    expect(existsSync(fileOf(sellers.url))).toBe(true);
  });

  it('housekeeping deletes pictures staged over a day ago and never sent, keeping sent ones', async () => {
    const { buyer, conversationId } = await aConversation();
    const old = await staged(buyer.cookie);
    const oldSent = await staged(buyer.cookie);
    await send(buyer.cookie, { conversationId, pictures: [oldSent.id] });
    await app.db
      .update(messagePictures)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(sql`${messagePictures.id} in ${[old.id, oldSent.id]}`);
    await runHousekeeping(app);
    expect((await rowsOf([old.id, oldSent.id])).map((row) => row.id)).toEqual([oldSent.id]);
    expect(existsSync(fileOf(old.url))).toBe(false);
    expect(existsSync(fileOf(oldSent.url))).toBe(true);
  });
});
