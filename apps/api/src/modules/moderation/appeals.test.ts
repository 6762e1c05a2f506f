import { type AdminAppeal, MODERATOR_ROLE, moderationMessages } from '@skelbimai/contract';
import { type MailSink, startMailSink } from '@skelbimai/test-fakes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { auditLog, moderationDecisions, posts, users } from '../../db/schema/index.ts';
import { createAppeal } from './appeals.service.ts';
import { appealTokenIn, mailsTo } from './testing.ts';

// DSA Art. 20: one appeal per decision within 6 months, decided by another moderator.
let app: Awaited<ReturnType<typeof buildTestApp>>;
let sink: MailSink;
let staff: Staff;
beforeAll(async () => {
  sink = await startMailSink();
  app = await buildTestApp({ SMTP_URL: sink.url });
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const APPEAL_TEXT = 'Tai nėra apgaulė: prekę galima apžiūrėti gyvai.';

/** A fresh seller's ad blocked by the moderator; the seller's cookie and the decision's id. */
async function blockedAd() {
  const email = randomEmail();
  const seller = await createUser(app, { email });
  const post = await createPost(app, seller);
  await call(app, 'POST', '/api/posts/BlockPost', staff.cookies.moderator, {
    postId: post.id,
    reason: 'Prašo avanso',
    ruleId: 'fraud',
  });
  const [decision] = await app.db.select().from(moderationDecisions).where(eq(moderationDecisions.postId, post.id));
  if (!decision) throw new Error('no decision');
  return { seller, email, post, decision, cookie: await sessionCookie(app, seller) };
}

const appeal = (cookie: string | undefined, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/moderation/appeal', cookie, body);
const decide = (cookie: string | undefined, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/moderation/decideAppeal', cookie, body);
const openAppeals = async () =>
  (await call(app, 'GET', '/api/moderation/appeals?state=open', staff.cookies.admin)).body.data as AdminAppeal[];

describe('POST /api/moderation/appeal', () => {
  it('only the affected user, once, with 10–2,000 characters', async () => {
    const { decision, cookie } = await blockedAd();
    expect((await appeal(staff.cookies.user, { decisionId: decision.id, text: APPEAL_TEXT })).status).toBe(404);
    expect((await appeal(undefined, { decisionId: decision.id, text: APPEAL_TEXT })).status).toBe(404);
    expect((await appeal(cookie, { decisionId: 999_999, text: APPEAL_TEXT })).status).toBe(404);
    expect((await appeal(cookie, { decisionId: decision.id, text: 'Trumpas' })).status).toBe(400);
    expect((await appeal(cookie, { decisionId: decision.id, text: 'x'.repeat(2001) })).status).toBe(400);

    const first = await appeal(cookie, { decisionId: decision.id, text: APPEAL_TEXT });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'open', text: APPEAL_TEXT, outcomeText: null });
    expect(first.body.messages).toEqual([moderationMessages.appealSent]);

    const twice = await appeal(cookie, { decisionId: decision.id, text: APPEAL_TEXT });
    expect(twice.status).toBe(409);
    expect(twice.body.messages).toEqual([moderationMessages.alreadyAppealed]);

    const queued = (await openAppeals()).find((item) => item.decision.id === decision.id);
    expect(queued).toMatchObject({
      text: APPEAL_TEXT,
      state: 'open',
      decision: { ruleId: 'fraud', facts: 'Prašo avanso', canAppeal: false },
      decisionBy: { id: staff.users.moderator.id },
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appeal.create'), eq(auditLog.targetId, String(queued?.id))));
    expect(audit?.after).toMatchObject({ decisionId: decision.id, kind: 'ad_block' });
  });

  it('is refused after 6 months (clock injected); on the last day it is accepted', async () => {
    const { decision, seller } = await blockedAd();
    const later = new Date(decision.createdAt);
    later.setUTCMonth(later.getUTCMonth() + 6);
    await expect(
      createAppeal(app.db, seller, { decisionId: decision.id, text: APPEAL_TEXT }, new Date(later.getTime() + 1000)),
    ).rejects.toMatchObject({ message: moderationMessages.appealTooLate });
    const accepted = await createAppeal(app.db, seller, { decisionId: decision.id, text: APPEAL_TEXT }, later);
    expect(accepted.state).toBe('open');
  });

  it('a blocked account appeals with the e-mail’s signed link; the link is good for its own decision only', async () => {
    const email = randomEmail();
    const target = await createUser(app, { email });
    await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
      targetUserId: target.id,
      isBlocked: true,
      reason: 'Šlamštas žinutėse',
    });
    await app.outbox.sendDue();
    const token = appealTokenIn(mailsTo(sink, email)[0]?.text);
    const [decision] = await app.db.select().from(moderationDecisions).where(eq(moderationDecisions.userId, target.id));
    const other = await blockedAd();
    expect((await appeal(undefined, { decisionId: other.decision.id, text: APPEAL_TEXT, token })).status).toBe(404);
    expect((await appeal(undefined, { decisionId: decision?.id, text: APPEAL_TEXT, token: `${token}x` })).status).toBe(
      400,
    );
    const sent = await appeal(undefined, { decisionId: decision?.id, text: APPEAL_TEXT, token });
    expect(sent.status).toBe(200);
  });
});

describe('POST /api/moderation/decideAppeal', () => {
  it('not by the moderator who decided while another exists; an administrator’s reversal unblocks and tells the user', async () => {
    const { decision, cookie, email, post } = await blockedAd();
    const appealId = (await appeal(cookie, { decisionId: decision.id, text: APPEAL_TEXT })).body.data.id as number;
    expect(
      (await decide(staff.cookies.user, { appealId, outcome: 'reversed', text: 'Atšaukiame sprendimą' })).status,
    ).toBe(403);
    const own = await decide(staff.cookies.moderator, { appealId, outcome: 'reversed', text: 'Atšaukiame sprendimą' });
    expect(own.status).toBe(403);
    expect(own.body.messages).toEqual([moderationMessages.otherModeratorMust]);

    const reversed = await decide(staff.cookies.admin, {
      appealId,
      outcome: 'reversed',
      text: 'Skelbimas atitinka taisykles.',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body.data).toMatchObject({
      state: 'reversed',
      outcomeText: 'Skelbimas atitinka taisykles.',
      decidedBy: { id: staff.users.admin.id },
      selfReviewed: false,
      decision: { endedHow: 'reversed' },
    });
    const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ status: 'active', blockedReason: null });
    const publicAd = await call(app, 'GET', `/api/posts/single/${post.id}`, undefined);
    expect(publicAd.status).toBe(200);

    await app.outbox.sendDue();
    const outcome = mailsTo(sink, email).find((mail) => mail.subject.startsWith('Skundas patenkintas'));
    expect(outcome?.text).toContain('Moderatoriaus paaiškinimas: Skelbimas atitinka taisykles.');
    expect((await decide(staff.cookies.admin, { appealId, outcome: 'upheld', text: 'Dar kartą bandome' })).status).toBe(
      409,
    );

    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'appeal'), eq(auditLog.targetId, String(appealId))));
    expect(audits.map((audit) => audit.action).sort()).toEqual(['appeal.create', 'appeal.reverse']);
    const decided = (await call(app, 'GET', '/api/moderation/appeals?state=decided', staff.cookies.moderator)).body
      .data as AdminAppeal[];
    expect(decided.map((item) => item.id)).toContain(appealId);
    expect((await openAppeals()).map((item) => item.id)).not.toContain(appealId);
  });

  it('upheld: the restriction stays and the user is told; an account reversal lets the user sign in again', async () => {
    const { decision, cookie, email, post } = await blockedAd();
    const appealId = (await appeal(cookie, { decisionId: decision.id, text: APPEAL_TEXT })).body.data.id as number;
    const upheld = await decide(staff.cookies.admin, {
      appealId,
      outcome: 'upheld',
      text: 'Avanso prašymas patvirtintas.',
    });
    expect(upheld.status).toBe(200);
    expect((await app.db.select().from(posts).where(eq(posts.id, post.id)))[0]?.status).toBe('blocked');
    await app.outbox.sendDue();
    expect(mailsTo(sink, email).find((mail) => mail.subject.startsWith('Skundas išnagrinėtas'))?.text).toContain(
      'sprendimą palikome galioti',
    );

    const target = await createUser(app, { email: randomEmail() });
    await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
      targetUserId: target.id,
      isBlocked: true,
      reason: 'Netinkamas elgesys',
    });
    const [accountDecision] = await app.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.userId, target.id));
    const accountAppeal = await createAppeal(app.db, target, {
      decisionId: accountDecision?.id ?? 0,
      text: APPEAL_TEXT,
    });
    const reversed = await decide(staff.cookies.admin, {
      appealId: accountAppeal.id,
      outcome: 'reversed',
      text: 'Klaida, atsiprašome.',
    });
    expect(reversed.status).toBe(200);
    expect((await app.db.select().from(users).where(eq(users.id, target.id)))[0]).toMatchObject({ isBlocked: false });
  });

  it('the only staff member may decide their own decision, and it is recorded', async () => {
    const lone = await buildTestApp();
    try {
      const moderator = await createUser(lone, { authRole: MODERATOR_ROLE });
      const seller = await createUser(lone);
      const post = await createPost(lone, seller);
      const modCookie = await sessionCookie(lone, moderator);
      await call(lone, 'POST', '/api/posts/BlockPost', modCookie, { postId: post.id, reason: 'Netinkama prekė' });
      const [decision] = await lone.db.select().from(moderationDecisions);
      const sent = await call(lone, 'POST', '/api/moderation/appeal', await sessionCookie(lone, seller), {
        decisionId: decision?.id,
        text: APPEAL_TEXT,
      });
      const result = await call(lone, 'POST', '/api/moderation/decideAppeal', modCookie, {
        appealId: sent.body.data.id,
        outcome: 'upheld',
        text: 'Peržiūrėjau dar kartą.',
      });
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ selfReviewed: true, state: 'upheld' });
    } finally {
      await lone.close();
    }
  });
});
