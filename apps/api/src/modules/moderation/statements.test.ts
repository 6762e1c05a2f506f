import { type DecisionStatement, moderationRuleTitles } from '@skelbimai/contract';
import { type MailSink, startMailSink } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, reportedAd, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { moderationDecisions } from '../../db/schema/index.ts';
import { appealTokenIn, mailsTo } from './testing.ts';

// DSA Art. 17: every block gives its owner a statement of reasons, on the ads list and by e-mail.
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

const decisionsOf = (userId: string) =>
  app.db.select().from(moderationDecisions).where(eq(moderationDecisions.userId, userId));
const myDecisions = async (cookie: string) =>
  (await call(app, 'GET', '/api/moderation/myDecisions', cookie)).body.data as DecisionStatement[];

describe('statement of reasons', () => {
  it('BlockPost with a rule: recorded, on the owner’s decisions, and e-mailed with the appeal link', async () => {
    const email = randomEmail();
    const seller = await createUser(app, { email });
    const post = await createPost(app, seller, { title: 'Pigūs telefonai' });
    const facts = 'Prašoma pervesti avansą į asmeninę sąskaitą';
    const { status } = await call(app, 'POST', '/api/posts/BlockPost', staff.cookies.moderator, {
      postId: post.id,
      reason: facts,
      ruleId: 'fraud',
    });
    expect(status).toBe(200);

    const [decision] = await decisionsOf(seller.id);
    expect(decision).toMatchObject({
      kind: 'ad_block',
      postId: post.id,
      ruleId: 'fraud',
      facts,
      automatic: false,
      decidedById: staff.users.moderator.id,
      endedAt: null,
    });
    const statements = await myDecisions(await sessionCookie(app, seller));
    expect(statements).toEqual([
      expect.objectContaining({
        id: decision?.id,
        kind: 'ad_block',
        kindTitle: 'Skelbimas užblokuotas',
        postId: post.id,
        postTitle: 'Pigūs telefonai',
        ruleTitle: moderationRuleTitles.fraud,
        facts,
        automatic: false,
        canAppeal: true,
        appeal: null,
      }),
    ]);
    const months =
      (Date.parse(statements[0]?.appealUntil ?? '') - Date.parse(statements[0]?.createdAt ?? '')) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(185);

    await app.outbox.sendDue();
    const [mail] = mailsTo(sink, email);
    expect(mail?.subject).toBe(`Jūsų skelbimas užblokuotas – ${app.config.site.name}`);
    expect(mail?.text).toContain('Sprendimas: Skelbimas užblokuotas – „Pigūs telefonai“.');
    expect(mail?.text).toContain(`Pažeista taisyklė: ${moderationRuleTitles.fraud}.`);
    expect(mail?.text).toContain(`Aplinkybės: ${facts}`);
    expect(mail?.text).toContain('Sprendimą priėmė portalo moderatorius (ne automatiškai).');
    const token = appealTokenIn(mail?.text);
    const byLink = await call(app, 'GET', `/api/moderation/statement?token=${encodeURIComponent(token)}`, undefined);
    expect(byLink.status).toBe(200);
    expect(byLink.body.data).toMatchObject({ id: decision?.id, ruleId: 'fraud', canAppeal: true });

    // Someone else's decisions are not theirs to read.
    expect(await myDecisions(staff.cookies.user ?? '')).toEqual([]);
  });

  it('BlockPost without a rule (older clients) applies the default rule; unblocking ends the decision', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    await call(app, 'POST', '/api/posts/BlockPost', staff.cookies.moderator, { postId: post.id, reason: 'Netinka' });
    expect((await decisionsOf(seller.id))[0]).toMatchObject({ ruleId: 'other', endedAt: null });
    await call(app, 'POST', '/api/posts/UnblockPost', staff.cookies.moderator, { postId: post.id });
    expect((await decisionsOf(seller.id))[0]).toMatchObject({ endedHow: 'lifted' });
    expect((await myDecisions(await sessionCookie(app, seller)))[0]).toMatchObject({ canAppeal: false });
  });

  it('ResolveReport blockPost records the report reason’s rule and e-mails the owner', async () => {
    const email = randomEmail();
    const { post, report, seller } = await reportedAd(app, { seller: await createUser(app, { email }) });
    const { status } = await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.moderator, {
      reportId: report.id,
      outcome: 'blockPost',
    });
    expect(status).toBe(200);
    expect(await decisionsOf(seller.id)).toEqual([
      expect.objectContaining({ kind: 'ad_block', postId: post.id, ruleId: 'fraud', facts: 'Sukčiavimas ar apgaulė' }),
    ]);
    await app.outbox.sendDue();
    expect(mailsTo(sink, email)[0]?.text).toContain(`Pažeista taisyklė: ${moderationRuleTitles.fraud}.`);

    // A rule given by the moderator wins over the reason's.
    const second = await reportedAd(app);
    await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.moderator, {
      reportId: second.report.id,
      outcome: 'blockPost',
      ruleId: 'prohibited',
      blockedReason: 'Parduodami receptiniai vaistai',
    });
    expect((await decisionsOf(second.seller.id))[0]).toMatchObject({
      ruleId: 'prohibited',
      facts: 'Parduodami receptiniai vaistai',
    });
  });

  it('an account block: one e-mail that is both the block notice and the statement, with a link that works signed out', async () => {
    const email = randomEmail();
    const target = await createUser(app, { email });
    const reason = 'Siuntė grasinančias žinutes';
    const { status } = await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
      targetUserId: target.id,
      isBlocked: true,
      reason,
      ruleId: 'offensive',
    });
    expect(status).toBe(200);
    expect(await decisionsOf(target.id)).toEqual([
      expect.objectContaining({ kind: 'account_block', postId: null, ruleId: 'offensive', facts: reason }),
    ]);
    await app.outbox.sendDue();
    const mails = mailsTo(sink, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Paskyra užblokuota – ${app.config.site.name}`);
    expect(mails[0]?.text).toContain(`Jūsų paskyra užblokuota. Priežastis: ${reason}`);
    expect(mails[0]?.text).toContain(`Pažeista taisyklė: ${moderationRuleTitles.offensive}.`);
    const token = appealTokenIn(mails[0]?.text);
    const statement = await call(app, 'GET', `/api/moderation/statement?token=${encodeURIComponent(token)}`, undefined);
    expect(statement.body.data).toMatchObject({
      kind: 'account_block',
      kindTitle: 'Paskyra užblokuota',
      canAppeal: true,
    });

    // An altered link shows nothing.
    const forged = await call(
      app,
      'GET',
      `/api/moderation/statement?token=${encodeURIComponent(`${token}x`)}`,
      undefined,
    );
    expect(forged.status).toBe(400);

    await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
      targetUserId: target.id,
      isBlocked: false,
    });
    expect((await decisionsOf(target.id))[0]).toMatchObject({ endedHow: 'lifted' });
  });
});
