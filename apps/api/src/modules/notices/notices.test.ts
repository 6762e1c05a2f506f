import { noticeLimits, noticeMessages, noticeReasonTitles, postMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp, keepQueuedMailUnsent } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { auditLog, notices, outbox, posts } from '../../db/schema/index.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
beforeAll(async () => {
  app = await buildTestApp();
  await keepQueuedMailUnsent(app);
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
});

const mailsTo = async (address: string) =>
  (await app.db.select().from(outbox).where(eq(outbox.recipient, address))).map(
    (row) => row.payload as { subject: string; text: string },
  );

const explanation = 'Skelbime parduodami vaistai be recepto.';

async function anAd(title = 'Vaistai pigiai') {
  return createPost(app, await createUser(app), { title });
}

async function send(payload: Record<string, unknown>, cookie?: string) {
  return call(app, 'POST', '/api/notices/create', cookie, payload);
}

describe('POST /api/notices/create', () => {
  it('takes a guest notice, answers its id and acknowledges it by e-mail', async () => {
    const post = await anAd();
    const { status, body } = await send({
      postId: post.id,
      reason: 'illegalGoods',
      explanation,
      email: 'svecias@example.lt',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ succeeded: true, messages: [noticeMessages.sent] });
    const [row] = await app.db.select().from(notices).where(eq(notices.id, body.data.id));
    expect(row).toMatchObject({
      postId: post.id,
      reason: 'illegalGoods',
      email: 'svecias@example.lt',
      userId: null,
      state: 'open',
    });
    const [ack] = await mailsTo('svecias@example.lt');
    expect(ack?.subject).toBe(`Pranešimas Nr. ${body.data.id} gautas`);
    expect(ack?.text).toContain(noticeReasonTitles.illegalGoods);
  });

  it("uses a signed-in user's account e-mail", async () => {
    const user = await createUser(app);
    const post = await anAd();
    const { body } = await send({ postId: post.id, reason: 'fraud', explanation }, await sessionCookie(app, user));
    const [row] = await app.db.select().from(notices).where(eq(notices.id, body.data.id));
    expect(row).toMatchObject({ email: user.email, userId: user.id });
  });

  it('says what is wrong on the right field', async () => {
    const post = await anAd();
    const noEmail = await send({ postId: post.id, reason: 'fraud', explanation });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual([{ property: 'email', errors: [noticeMessages.emailRequired] }]);
    const bad = await send({ postId: post.id, reason: 'nonsense', explanation: 'trumpas', email: 'ne-adresas' });
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries(
      bad.body.errors.map((error: { property: string; errors: string[] }) => [error.property, error.errors]),
    );
    expect(byField.reason).toEqual([noticeMessages.reasonRequired]);
    expect(byField.explanation).toEqual([noticeMessages.explanationTooShort]);
    expect(byField.email).toEqual([noticeMessages.emailInvalid]);
    const long = await send({
      postId: post.id,
      reason: 'fraud',
      explanation: 'x'.repeat(noticeLimits.explanationMax + 1),
      email: 'a@example.lt',
    });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].property).toBe('explanation');
  });

  it('404 for an ad nobody can see', async () => {
    const post = await createPost(app, await createUser(app), { status: 'blocked' });
    const { status, body } = await send({ postId: post.id, reason: 'fraud', explanation, email: 'a@example.lt' });
    expect(status).toBe(404);
    expect(body.messages).toEqual([postMessages.notFound]);
  });
});

describe('moderators handle notices', () => {
  it('lists open notices for moderators only', async () => {
    const post = await anAd('Sąrašo skelbimas');
    const { body } = await send({ postId: post.id, reason: 'personalData', explanation, email: 'sarasas@example.lt' });
    expect((await call(app, 'GET', '/api/moderation/notices', undefined)).status).toBe(401);
    expect((await call(app, 'GET', '/api/moderation/notices', staff.cookies.user)).status).toBe(403);
    const list = await call(app, 'GET', '/api/moderation/notices?state=open&page=1', staff.cookies.moderator);
    expect(list.status).toBe(200);
    expect(list.body.data.notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: body.data.id, postTitle: 'Sąrašo skelbimas', state: 'open' }),
      ]),
    );
  });

  it('block: the ad is blocked, the notifier told, an audit row written; a second handling is 409', async () => {
    const post = await anAd();
    const sent = await send({ postId: post.id, reason: 'illegalGoods', explanation, email: 'blokas@example.lt' });
    const noticeId = sent.body.data.id;
    expect(
      (
        await call(app, 'POST', '/api/moderation/handleNotice', staff.cookies.user, {
          noticeId,
          action: 'block',
          text: 'Draudžiama prekė',
        })
      ).status,
    ).toBe(403);
    const handled = await call(app, 'POST', '/api/moderation/handleNotice', staff.cookies.moderator, {
      noticeId,
      action: 'block',
      text: 'Receptiniai vaistai draudžiami.',
    });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({
      data: { state: 'handled', outcome: 'block' },
      messages: [noticeMessages.handled],
    });
    const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ status: 'blocked', blockedReason: 'Receptiniai vaistai draudžiami.' });
    const mails = await mailsTo('blokas@example.lt');
    const outcome = mails.find((mail) => mail.subject === `Pranešimas Nr. ${noticeId} išnagrinėtas`);
    expect(outcome?.text).toContain('Skelbimas užblokuotas');
    expect(outcome?.text).toContain('Receptiniai vaistai draudžiami.');
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.targetType, 'notice'));
    expect(audits.some((audit) => audit.action === 'notice.block' && audit.targetId === String(noticeId))).toBe(true);
    const again = await call(app, 'POST', '/api/moderation/handleNotice', staff.cookies.moderator, {
      noticeId,
      action: 'dismiss',
      text: 'Vėl',
    });
    expect(again.status).toBe(409);
  });

  it('dismiss: the ad stays, the notifier told; counted for the transparency report', async () => {
    const post = await anAd();
    const sent = await send({ postId: post.id, reason: 'otherIllegal', explanation, email: 'atmesta@example.lt' });
    const handled = await call(app, 'POST', '/api/moderation/handleNotice', staff.cookies.admin, {
      noticeId: sent.body.data.id,
      action: 'dismiss',
      text: 'Pažeidimo nėra.',
    });
    expect(handled.status).toBe(200);
    const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.status).toBe('active');
    const outcome = (await mailsTo('atmesta@example.lt')).find((mail) => mail.subject.endsWith('išnagrinėtas'));
    expect(outcome?.text).toContain('Pažeidimo neradome');
    const report = await call(app, 'GET', '/api/moderation/transparency', staff.cookies.admin);
    const value = (id: string) =>
      (report.body.data.counts as { id: string; value: number | null }[]).find((count) => count.id === id)?.value;
    expect(value('notices.received')).toBeGreaterThanOrEqual(1);
    expect(value('notices.handled')).toBeGreaterThanOrEqual(1);
    expect(value('notices.medianHours')).toBeGreaterThanOrEqual(0);
  });
});
