import { holdMessages } from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp, keepQueuedMailUnsent } from '../../../test/buildTestApp.ts';
import { createPost, createUser, randomPhone, sessionCookie } from '../../../test/factories.ts';
import { auditLog, bannedWords, outbox, postReports, posts, users } from '../../db/schema/index.ts';
import { postApiMessages } from '../../http/messages.ts';
import { findListedWord, foldText } from './wordMatch.ts';

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

const statusOf = async (id: number) => (await app.db.select().from(posts).where(eq(posts.id, id)))[0]?.status;
const mailsTo = async (address: string) =>
  (await app.db.select().from(outbox).where(eq(outbox.recipient, address))).map(
    (row) => row.payload as { subject: string; text: string },
  );

interface Reporter {
  id: string;
  cookie: string;
  ip: string;
}

async function reportAs(postId: number, who: Reporter) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/postreports/createpostreport',
    payload: { postId, reasonId: 1 },
    headers: { cookie: who.cookie },
    remoteAddress: who.ip,
  });
  return { status: response.statusCode, body: response.json() };
}

let networks = 0;
/** An address on a /24 no other call has given. */
function freshNetworkIp(): string {
  networks += 1;
  return `10.${Math.floor(networks / 250) % 250}.${networks % 250}.17`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A reporter who counts toward an automatic hold (DECISIONS #164): e-mail confirmed, an account of two days, on
 * a network of their own. `overrides` makes one that does not.
 */
async function reporter(
  overrides: Partial<Parameters<typeof createUser>[1]> & { ip?: string } = {},
): Promise<Reporter> {
  const { ip = freshNetworkIp(), ...columns } = overrides;
  const user = await createUser(app, {
    emailConfirmed: true,
    createdAt: new Date(Date.now() - 2 * DAY_MS),
    ...columns,
  });
  return { id: user.id, cookie: await sessionCookie(app, user), ip };
}

/** Gives `who` a record: `upheld` reports resolved and `dismissed` dismissed, about other ads. */
async function withRecord(who: Reporter, record: { upheld?: number; dismissed?: number }): Promise<Reporter> {
  const rows = [
    ...Array.from({ length: record.upheld ?? 0 }, () => 'resolved' as const),
    ...Array.from({ length: record.dismissed ?? 0 }, () => 'dismissed' as const),
  ];
  for (const status of rows) {
    const other = await createPost(app, await createUser(app));
    await app.db.insert(postReports).values({ postId: other.id, reporterId: who.id, reasonId: 1, status });
  }
  return who;
}

describe('word matching (wordMatch.ts)', () => {
  it('folds case and Lithuanian letters and matches whole words with their endings', () => {
    expect(foldText('  Šaunamasis GINKLAS!  ')).toBe('saunamasis ginklas');
    const entries = [foldText('ginkl'), foldText('šaunamasis ginklas')];
    expect(findListedWord('Parduodu ginklų rinkinį', entries)).toBe('ginkl');
    expect(findListedWord('GINKLAI pigiai', entries)).toBe('ginkl');
    expect(findListedWord('Ginklavimas ir kita', entries)).toBeNull();
    expect(findListedWord('Paginklas', entries)).toBeNull();
    expect(findListedWord('Saunamasis   ginklas', [foldText('šaunamasis ginklas')])).toBe('saunamasis ginklas');
    expect(findListedWord('Dviratis, geros būklės', entries)).toBeNull();
  });
});

describe('held after reports from different users', () => {
  it('holds the ad at the third different reporter, in the same request, and tells its owner', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller, { title: 'Įtartinas telefonas' });
    const first = await reporter();
    expect((await reportAs(post.id, first)).status).toBe(200);
    // The same user twice is one reporter (the second is refused while the first is open).
    expect((await reportAs(post.id, first)).status).toBe(409);
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect(await statusOf(post.id)).toBe('active');
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect(await statusOf(post.id)).toBe('held');

    const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.blockedReason).toBe(holdMessages.reasonReports(3));
    const mails = await mailsTo(seller.email ?? '');
    // The hold's statement of reasons (recordDecision, kind 'ad_hold').
    expect(mails.some((mail) => mail.subject.startsWith('Jūsų skelbimas laukia patikrinimo'))).toBe(true);
    expect(mails.find((mail) => mail.subject.includes('patikrinimo'))?.text).toContain('automatiškai');
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'post.hold'), eq(auditLog.targetId, String(post.id))));
    expect(audit?.actorId).toBeNull();
  });

  it('is a decision its owner may appeal; reversing it releases the ad', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller, { title: 'Skundžiamas telefonas' });
    for (let i = 0; i < 3; i += 1) expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect(await statusOf(post.id)).toBe('held');
    const owner = await sessionCookie(app, seller);
    const mine = await call(app, 'GET', '/api/moderation/myDecisions', owner);
    const hold = (mine.body.data as { id: number; postId: number; kind: string; automatic: boolean }[]).find(
      (decision) => decision.postId === post.id,
    );
    expect(hold).toMatchObject({ kind: 'ad_hold', automatic: true });
    const appeal = await call(app, 'POST', '/api/moderation/appeal', owner, {
      decisionId: hold?.id,
      text: 'Telefonas tikras, turiu pirkimo čekį.',
    });
    expect(appeal.status).toBe(200);
    const decided = await call(app, 'POST', '/api/moderation/decideAppeal', staff.cookies.admin, {
      appealId: appeal.body.data.id,
      outcome: 'reversed',
      text: 'Patikrinome: skelbimas tvarkingas.',
    });
    expect(decided.status).toBe(200);
    expect(await statusOf(post.id)).toBe('active');
  });

  it('a held ad is gone from lists, search and its page; its owner sees it with the reason', async () => {
    const seller = await createUser(app);
    const title = `Sulaikomas skelbimas ${Date.now()}`;
    const post = await createPost(app, seller, { title });
    for (let i = 0; i < 3; i++) await reportAs(post.id, await reporter());
    expect(await statusOf(post.id)).toBe('held');

    const listed = await call(app, 'GET', `/api/posts/list?sellerId=${seller.id}`, undefined);
    expect(listed.body.posts.map((ad: { id: number }) => ad.id)).not.toContain(post.id);
    const searched = await call(
      app,
      'GET',
      `/api/posts/list?searchKeyword=${encodeURIComponent('Sulaikomas')}`,
      undefined,
    );
    expect(searched.body.posts.map((ad: { id: number }) => ad.id)).not.toContain(post.id);
    const page = await call(app, 'GET', `/api/posts/single/${post.id}`, undefined);
    expect(page.status).toBe(410);
    // Like a blocked ad's, the page does not repeat the words that may be why it was held.
    expect(page.body.data.title).toBeNull();

    const owner = await sessionCookie(app, seller);
    const mine = await call(app, 'GET', '/api/posts/list?listTarget=my', owner);
    const own = mine.body.posts.find((ad: { id: number }) => ad.id === post.id);
    expect(own).toMatchObject({ status: 'held', blockedReason: holdMessages.reasonReports(3) });
    expect((await call(app, 'GET', `/api/posts/single/${post.id}`, owner)).status).toBe(200);

    const queue = await call(
      app,
      'GET',
      `/api/posts/list?listTarget=admin&onlyHeld=true&targetUserId=${seller.id}`,
      staff.cookies.moderator,
    );
    expect(queue.body.posts.map((ad: { id: number }) => ad.id)).toEqual([post.id]);
  });

  it('two different reporters do not hold the ad', async () => {
    const post = await createPost(app, await createUser(app));
    await reportAs(post.id, await reporter());
    await reportAs(post.id, await reporter());
    expect(await statusOf(post.id)).toBe('active');
  });

  /** Two trusted reports on a new ad, then `third`'s: the ad and its status after. */
  async function thirdVote(third: Reporter) {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect((await reportAs(post.id, third)).status).toBe(200);
    return { post, seller, status: await statusOf(post.id) };
  }

  it('a trusted third reporter on a network of their own holds it (the control of the refusals below)', async () => {
    expect((await thirdVote(await reporter())).status).toBe('held');
    // A phone confirmed is as good as an e-mail.
    const byPhone = await reporter({ emailConfirmed: false, phoneNumber: randomPhone(), phoneNumberConfirmed: true });
    expect((await thirdVote(byPhone)).status).toBe('held');
  });

  it('an account made less than a day ago does not make the third vote; its report is still listed', async () => {
    const fresh = await reporter({ createdAt: new Date() });
    const { post, seller, status } = await thirdVote(fresh);
    expect(status).toBe('active');
    const listed = await call(
      app,
      'GET',
      `/api/posts/list?listTarget=admin&targetUserId=${seller.id}`,
      staff.cookies.moderator,
    );
    const ad = listed.body.posts.find((row: { id: number }) => row.id === post.id);
    expect(ad.postReports.map((report: { reporterId: string }) => report.reporterId)).toContain(fresh.id);
    expect(ad.postReports).toHaveLength(3);
    // A trusted fourth does hold it: the three others counted two.
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect(await statusOf(post.id)).toBe('held');
  });

  it('an account with neither e-mail nor phone confirmed does not make the third vote', async () => {
    expect((await thirdVote(await reporter({ emailConfirmed: false }))).status).toBe('active');
  });

  it('a reporter blocked since the report no longer counts', async () => {
    const post = await createPost(app, await createUser(app));
    const blocked = await reporter();
    expect((await reportAs(post.id, blocked)).status).toBe(200);
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect(await statusOf(post.id)).toBe('active');
  });

  it('a reporter on the network of an earlier one does not make the third vote (IPv4 /24, IPv6 /64)', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    const ip = freshNetworkIp();
    const sameNet = ip.replace(/\.17$/, '.203');
    expect((await reportAs(post.id, await reporter({ ip }))).status).toBe(200);
    expect((await reportAs(post.id, await reporter())).status).toBe(200);
    expect((await reportAs(post.id, await reporter({ ip: sameNet }))).status).toBe(200);
    expect(await statusOf(post.id)).toBe('active');

    const v6 = await createPost(app, seller);
    expect((await reportAs(v6.id, await reporter({ ip: '2001:db8:7:1::5' }))).status).toBe(200);
    expect((await reportAs(v6.id, await reporter())).status).toBe(200);
    expect((await reportAs(v6.id, await reporter({ ip: '2001:db8:7:1:abcd::9' }))).status).toBe(200);
    expect(await statusOf(v6.id)).toBe('active');
    expect((await reportAs(v6.id, await reporter({ ip: '2001:db8:7:2::5' }))).status).toBe(200);
    expect(await statusOf(v6.id)).toBe('held');
  });

  it('a reporter whose reports were dismissed does not make the third vote; upheld ones make up for it', async () => {
    const doubted = await withRecord(await reporter(), { dismissed: 1 });
    expect((await thirdVote(doubted)).status).toBe('active');

    // Weights: 2/3 + 2/3 + 1/3 reach three newcomers' 1.5.
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    for (let i = 0; i < 2; i += 1) {
      const trusted = await withRecord(await reporter(), { upheld: 1 });
      expect((await reportAs(post.id, trusted)).status).toBe(200);
    }
    expect((await reportAs(post.id, await withRecord(await reporter(), { dismissed: 1 }))).status).toBe(200);
    expect(await statusOf(post.id)).toBe('held');
  });

  it('a record of upheld reports never lets fewer than three reporters hold an ad', async () => {
    const post = await createPost(app, await createUser(app));
    for (let i = 0; i < 2; i += 1) {
      expect((await reportAs(post.id, await withRecord(await reporter(), { upheld: 5 }))).status).toBe(200);
    }
    expect(await statusOf(post.id)).toBe('active');
  });

  it('release: active again, the same reports do not hold it again; only moderators', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    for (let i = 0; i < 3; i++) await reportAs(post.id, await reporter());
    expect(await statusOf(post.id)).toBe('held');

    expect(
      (await call(app, 'POST', '/api/moderation/releasePost', staff.cookies.user, { postId: post.id })).status,
    ).toBe(403);
    expect((await call(app, 'POST', '/api/moderation/releasePost', undefined, { postId: post.id })).status).toBe(401);
    const released = await call(app, 'POST', '/api/moderation/releasePost', staff.cookies.moderator, {
      postId: post.id,
    });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ data: { id: post.id, status: 'active' }, messages: [holdMessages.released] });
    expect((await call(app, 'GET', `/api/posts/single/${post.id}`, undefined)).status).toBe(200);
    const open = await app.db
      .select()
      .from(postReports)
      .where(and(eq(postReports.postId, post.id), eq(postReports.status, 'open')));
    expect(open).toEqual([]);
    // One new report does not bring it back: the three released ones no longer count.
    await reportAs(post.id, await reporter());
    expect(await statusOf(post.id)).toBe('active');
    // Releasing an ad that is not held is refused.
    const again = await call(app, 'POST', '/api/moderation/releasePost', staff.cookies.moderator, { postId: post.id });
    expect(again.status).toBe(400);
    expect(again.body.messages).toEqual([holdMessages.notHeld]);
  });
});

describe('the word list', () => {
  const ad = { description: 'Geros būklės, atsiimti Mažeikiuose.', subCategoryId: 203, postType: 'sell', price: 10 };

  it('only moderators and administrators read and change it, with audit rows', async () => {
    for (const caller of ['guest', 'user'] as const) {
      const expected = caller === 'guest' ? 401 : 403;
      expect((await call(app, 'GET', '/api/moderation/words', staff.cookies[caller])).status).toBe(expected);
      expect(
        (await call(app, 'POST', '/api/moderation/addWord', staff.cookies[caller], { text: 'kontrabanda' })).status,
      ).toBe(expected);
      expect((await call(app, 'POST', '/api/moderation/removeWord', staff.cookies[caller], { id: 1 })).status).toBe(
        expected,
      );
    }
    const added = await call(app, 'POST', '/api/moderation/addWord', staff.cookies.admin, { text: 'Tabletės X' });
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual([holdMessages.wordAdded]);
    const duplicate = await call(app, 'POST', '/api/moderation/addWord', staff.cookies.moderator, {
      text: 'TABLETĖS  x',
    });
    expect(duplicate.status).toBe(409);
    const short = await call(app, 'POST', '/api/moderation/addWord', staff.cookies.moderator, { text: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ property: 'text', errors: [holdMessages.wordTooShort] }]);
    const listed = await call(app, 'GET', '/api/moderation/words', staff.cookies.moderator);
    expect(listed.body.data.map((word: { text: string }) => word.text)).toContain('Tabletės X');
    const removed = await call(app, 'POST', '/api/moderation/removeWord', staff.cookies.moderator, {
      id: added.body.data.id,
    });
    expect(removed.status).toBe(200);
    expect(
      (await call(app, 'POST', '/api/moderation/removeWord', staff.cookies.moderator, { id: added.body.data.id }))
        .status,
    ).toBe(404);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.targetType, 'word'));
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(['word.add', 'word.remove']));
  });

  it('holds a new ad that has a listed word, not one with unrelated words, and tells the owner', async () => {
    const added = await call(app, 'POST', '/api/moderation/addWord', staff.cookies.moderator, { text: 'kontrabandin' });
    const seller = await createUser(app);
    const cookie = await sessionCookie(app, seller);
    const held = await call(app, 'POST', '/api/posts/create', cookie, { ...ad, title: 'Kontrabandinės cigaretės' });
    expect(held.status).toBe(200);
    expect(held.body.messages).toEqual([holdMessages.heldOnSave]);
    expect(await statusOf(held.body.data.id)).toBe('held');
    const [row] = await app.db.select().from(posts).where(eq(posts.id, held.body.data.id));
    expect(row?.blockedReason).toBe(holdMessages.reasonWord('kontrabandin'));
    const mails = await mailsTo(seller.email ?? '');
    expect(mails.some((mail) => mail.subject.startsWith('Jūsų skelbimas laukia patikrinimo'))).toBe(true);

    const fine = await call(app, 'POST', '/api/posts/create', cookie, { ...ad, title: 'Kontrolinis žibintas' });
    expect(fine.body.messages).toEqual([]);
    expect(await statusOf(fine.body.data.id)).toBe('active');
    await app.db.delete(bannedWords).where(eq(bannedWords.id, added.body.data.id));
  });

  it('holds an edited ad whose new text has a listed word', async () => {
    const added = await call(app, 'POST', '/api/moderation/addWord', staff.cookies.moderator, { text: 'padirbt' });
    const seller = await createUser(app);
    const cookie = await sessionCookie(app, seller);
    const created = await call(app, 'POST', '/api/posts/create', cookie, { ...ad, title: 'Rankinė' });
    const id = created.body.data.id;
    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/posts/update',
      headers: { cookie },
      payload: { id, description: 'Padirbta, bet graži rankinė.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(JSON.parse(edited.body)).toMatchObject({ data: { status: 'held' }, messages: [holdMessages.heldOnSave] });
    await app.db.delete(bannedWords).where(eq(bannedWords.id, added.body.data.id));
  });

  it('holds an expired ad renewed with a listed word (edited while expired, or the word listed since)', async () => {
    const seller = await createUser(app);
    const cookie = await sessionCookie(app, seller);
    const created = await call(app, 'POST', '/api/posts/create', cookie, { ...ad, title: 'Seni šautuvai' });
    const id = created.body.data.id;
    await app.db.update(posts).set({ status: 'expired' }).where(eq(posts.id, id));
    const added = await call(app, 'POST', '/api/moderation/addWord', staff.cookies.moderator, { text: 'šautuv' });

    const renewed = await call(app, 'POST', `/api/posts/renew/${id}`, cookie, {});
    expect(renewed.status).toBe(200);
    expect(renewed.body.messages).toEqual([postApiMessages.renewed, holdMessages.heldOnSave]);
    expect(await statusOf(id)).toBe('held');
    const mails = await mailsTo(seller.email ?? '');
    expect(mails.some((mail) => mail.subject.startsWith('Jūsų skelbimas laukia patikrinimo'))).toBe(true);

    // Without a listed word a renewal is just a renewal.
    const other = await call(app, 'POST', '/api/posts/create', cookie, { ...ad, title: 'Seni laikrodžiai' });
    await app.db.update(posts).set({ status: 'expired' }).where(eq(posts.id, other.body.data.id));
    const plain = await call(app, 'POST', `/api/posts/renew/${other.body.data.id}`, cookie, {});
    expect(plain.body.messages).toEqual([postApiMessages.renewed]);
    expect(await statusOf(other.body.data.id)).toBe('active');
    await app.db.delete(bannedWords).where(eq(bannedWords.id, added.body.data.id));
  });
});
