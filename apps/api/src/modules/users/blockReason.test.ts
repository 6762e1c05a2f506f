import { adminMessages, USER_BLOCKED_REASON_MAX } from '@skelbimai/contract';
import { type MailSink, startMailSink } from '@skelbimai/test-fakes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createUser, DEFAULT_PASSWORD, randomEmail } from '../../../test/factories.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { signIn } from '../auth/auth.fixtures.ts';

// A block takes a reason, which the user reads when a sign-in is refused and in an e-mail.
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

const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
const mailsTo = (address: string) => sink.inbox.items.filter((mail) => mail.to.includes(address));
const block = (targetUserId: string, extra: Record<string, unknown>) =>
  call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, { targetUserId, isBlocked: true, ...extra });

describe('POST /api/users/BlockUser: the reason', () => {
  it('is required: missing, blank or too long is a Lithuanian message on reason, and nothing changes', async () => {
    const email = randomEmail();
    const target = await createUser(app, { email });
    for (const reason of [undefined, null, '', '   ']) {
      const { status, body } = await block(target.id, reason === undefined ? {} : { reason });
      expect(status, String(reason)).toBe(400);
      expect(body.errors).toEqual([{ property: 'reason', errors: [adminMessages.blockReasonRequired] }]);
    }
    const long = await block(target.id, { reason: 'a'.repeat(USER_BLOCKED_REASON_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      { property: 'reason', errors: [`Turi būti sudarytas nedaugiau kaip iš ${USER_BLOCKED_REASON_MAX} simbolių.`] },
    ]);
    expect(await userRow(target.id)).toMatchObject({ isBlocked: false, blockedReason: null });
    await app.outbox.sendDue();
    expect(mailsTo(email)).toEqual([]);
    expect((await signIn(app, email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('is stored, audited, shown when a sign-in is refused, and e-mailed once; unblocking clears it', async () => {
    const email = randomEmail();
    const target = await createUser(app, { email });
    const reason = 'Sukčiavimas: prašė pervesti avansą';
    const { status } = await block(target.id, { reason: `  ${reason} `, blockedUntil: null });
    expect(status).toBe(200);
    expect(await userRow(target.id)).toMatchObject({ isBlocked: true, blockedReason: reason });

    const refused = await signIn(app, email, DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([`Jūsų paskyra užblokuota. Priežastis: ${reason}`]);

    // Queued with the block, sent by the outbox after the commit.
    await app.outbox.sendDue();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Paskyra užblokuota – Kėdainių skelbimai');
    expect(mails[0]?.text).toContain(`Jūsų paskyra užblokuota. Priežastis: ${reason}`);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.block'), eq(auditLog.targetId, target.id)));
    expect(audit?.after).toEqual({ isBlocked: true, blockedUntil: null, blockedReason: reason });

    const unblock = await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
      targetUserId: target.id,
      isBlocked: false,
    });
    expect(unblock.status).toBe(200);
    expect(await userRow(target.id)).toMatchObject({ isBlocked: false, blockedReason: null });
    await app.outbox.sendDue();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await signIn(app, email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('a block until a date says until when and why, at sign-in and in the e-mail', async () => {
    const email = randomEmail();
    const target = await createUser(app, { email });
    // 1 June 10:00 UTC is 13:00 in Vilnius (summer time): the text is in the user's time.
    const until = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1, 10, 0));
    const { status } = await block(target.id, { reason: 'Įžeidinėjo pirkėjus', blockedUntil: until.toISOString() });
    expect(status).toBe(200);
    const expected = `Jūsų paskyra užblokuota iki ${until.getUTCFullYear()}-06-01 13:00. Priežastis: Įžeidinėjo pirkėjus`;
    const refused = await signIn(app, email, DEFAULT_PASSWORD);
    expect(refused.json().messages).toEqual([expected]);
    await app.outbox.sendDue();
    expect(mailsTo(email)[0]?.text).toContain(expected);
  });
});
