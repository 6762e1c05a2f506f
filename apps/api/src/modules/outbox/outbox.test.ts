import { extractCode } from '@skelbimai/test-fakes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createUser, randomEmail, randomPhone } from '../../../test/factories.ts';
import { createDelivery } from '../../adapters/delivery.ts';
import { outbox } from '../../db/schema/index.ts';
import { type CodesHarness, freshIp, startCodesHarness } from '../auth/codes.fixtures.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { enqueueMail, enqueueSms } from './outbox.ts';
import { createOutboxSender, MAX_ATTEMPTS } from './sender.ts';

// The app sends through a real SMTP server (the sink) and the Twilio stand-in; its own sender also polls in
// the background, so every test judges by what arrived and what the rows say, whichever sender sent it.
let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
});
afterAll(async () => {
  await h?.close();
});

const mailsTo = (address: string) => h.sink.inbox.items.filter((mail) => mail.to.includes(address));
const rowsTo = (recipient: string) => h.app.db.select().from(outbox).where(eq(outbox.recipient, recipient));
const letter = (to: string) => ({ to, subject: 'Naujas pranešimas', text: 'Jums parašė pirkėjas.' });

/** Makes a row's wait (a retry pause, a lease) end now, as time passing would. */
const timePasses = (id: number) =>
  h.app.db.update(outbox).set({ availableAt: sql`now()`, lockedUntil: null }).where(eq(outbox.id, id));

describe('enqueue', () => {
  it('never sends a message whose transaction rolled back', async () => {
    const to = randomEmail();
    await expect(
      h.app.db.transaction(async (tx) => {
        await enqueueMail(tx, letter(to));
        throw new Error('the change that caused the message failed');
      }),
    ).rejects.toThrow('the change that caused the message failed');
    h.app.outbox.wake();
    await h.app.outbox.sendDue();
    expect(await rowsTo(to)).toEqual([]);
    expect(mailsTo(to)).toEqual([]);
  });

  it('sends a committed e-mail once, with its HTML and headers, and keeps no body after sending', async () => {
    const to = randomEmail();
    const headers = { 'List-Unsubscribe': '<https://example.lt/atsisakyti/1>' };
    await h.app.db.transaction(async (tx) => {
      await enqueueMail(tx, { ...letter(to), html: '<p>Jums parašė <b>pirkėjas</b>.</p>', headers });
    });
    h.app.outbox.wake();
    await h.app.outbox.sendDue();
    const [mail, ...more] = mailsTo(to);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Naujas pranešimas',
      text: expect.stringContaining('Jums parašė pirkėjas.'),
    });
    expect(mail?.html).toContain('<b>pirkėjas</b>');
    expect(mail?.headers['list-unsubscribe']).toBe(headers['List-Unsubscribe']);
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ kind: 'mail', attempts: 1, lockedUntil: null, failedAt: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.payload).toEqual({ subject: 'Naujas pranešimas', headers });
  });

  it('sends an SMS through the SMS gateway', async () => {
    const to = randomPhone();
    await enqueueSms(h.app.db, { to, text: 'Jūsų skelbimas baigiasi rytoj.' });
    await h.app.outbox.sendDue();
    expect(h.twilio.inbox.items.filter((sms) => sms.to === to).map((sms) => sms.body)).toEqual([
      'Jūsų skelbimas baigiasi rytoj.',
    ]);
  });

  it('queues nothing for a dedupe key already queued, before and after sending', async () => {
    const to = randomEmail();
    const dedupeKey = `alert:${to}:2026-11-26`;
    expect(await enqueueMail(h.app.db, { ...letter(to), dedupeKey })).toEqual(expect.any(Number));
    expect(await enqueueMail(h.app.db, { ...letter(to), dedupeKey })).toBeNull();
    await h.app.outbox.sendDue();
    expect(await enqueueMail(h.app.db, { ...letter(to), dedupeKey })).toBeNull();
    await h.app.outbox.sendDue();
    expect(mailsTo(to)).toHaveLength(1);
    expect(await rowsTo(to)).toHaveLength(1);
  });

  it('sends nothing after its expiry and keeps the row as failed', async () => {
    const to = randomEmail();
    await enqueueMail(h.app.db, { ...letter(to), expiresAt: new Date(Date.now() - 1000) });
    await h.app.outbox.sendDue();
    expect(mailsTo(to)).toEqual([]);
    const [row] = await rowsTo(to);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.sentAt).toBeNull();
  });
});

describe('sender', () => {
  it('sends each message once while three senders race for them', async () => {
    const recipients = Array.from({ length: 45 }, () => randomEmail());
    await h.app.db.transaction(async (tx) => {
      for (const to of recipients) await enqueueMail(tx, letter(to));
    });
    // Two more senders on the same database (on PostgreSQL each query takes its own pooled connection).
    const others = [1, 2].map(() =>
      createOutboxSender({
        db: h.app.db,
        delivery: createDelivery(h.app.config, h.app.log, () => h.app.vapidKeys),
        log: h.app.log,
      }),
    );
    await Promise.all([h.app.outbox.sendDue(), ...others.map((sender) => sender.sendDue())]);
    await Promise.all(others.map((sender) => sender.stop()));
    for (const to of recipients) expect(mailsTo(to)).toHaveLength(1);
    for (const to of recipients) expect((await rowsTo(to))[0]).toMatchObject({ attempts: 1 });
  });

  it('leaves a row another sender holds until its lease ends (a crashed sender)', async () => {
    const to = randomEmail();
    // Queued and claimed at once, so this process's own poll cannot take it first.
    const id = await h.app.db.transaction(async (tx) => {
      const queued = (await enqueueMail(tx, letter(to))) as number;
      await tx
        .update(outbox)
        .set({ lockedUntil: sql`now() + interval '1 hour'`, attempts: 1 })
        .where(eq(outbox.id, queued));
      return queued;
    });
    await h.app.outbox.sendDue();
    expect(mailsTo(to)).toEqual([]);

    await timePasses(id);
    await h.app.outbox.sendDue();
    expect(mailsTo(to)).toHaveLength(1);
    expect((await rowsTo(to))[0]?.attempts).toBe(2);
  });

  it('retries a message the mail server refused, after a pause, and then sends it once', async () => {
    const to = randomEmail();
    h.sink.refuseNext(1);
    const id = (await enqueueMail(h.app.db, letter(to))) as number;
    await h.app.outbox.sendDue();
    const [failed] = await rowsTo(to);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lockedUntil: null });
    expect(failed?.lastError).toContain('Try again later');
    expect(failed?.availableAt.getTime()).toBeGreaterThan(Date.now());

    // Not before its pause has passed.
    await h.app.outbox.sendDue();
    expect(mailsTo(to)).toEqual([]);

    await timePasses(id);
    await h.app.outbox.sendDue();
    expect(mailsTo(to)).toHaveLength(1);
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it(`keeps a message as failed after ${MAX_ATTEMPTS} refused attempts and never sends it`, async () => {
    const to = randomEmail();
    h.sink.refuseNext(1);
    const id = await h.app.db.transaction(async (tx) => {
      const queued = (await enqueueMail(tx, letter(to))) as number;
      await tx
        .update(outbox)
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where(eq(outbox.id, queued));
      return queued;
    });
    await h.app.outbox.sendDue();
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row?.failedAt).toBeInstanceOf(Date);

    await timePasses(id);
    await h.app.outbox.sendDue();
    expect(mailsTo(to)).toEqual([]);
  });
});

describe('POST /api/auth/resetpassword', () => {
  it('answers with the prefix while the mail server holds the message, and the code arrives after', async () => {
    const email = (await createUser(h.app, { email: randomEmail() })).email as string;
    const held = h.sink.hold();
    let prefix: string;
    try {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/auth/resetpassword',
        payload: { emailOrPhone: email },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(200);
      prefix = bodyOf<{ data: string }>(response).data;
      expect(prefix).toMatch(/^[A-Z]{2}$/);
      // The app's sender was woken by the request and is now waiting on the server; nothing has arrived.
      await held.arrived;
      expect(mailsTo(email)).toEqual([]);
    } finally {
      held.release();
    }
    await h.app.outbox.sendDue();
    const [mail] = mailsTo(email);
    const code = extractCode(mail?.text ?? '');
    const [row] = await h.app.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(code?.prefix).toBe(prefix);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/recoverylogin',
      payload: { emailOrPhone: email, prefix: code?.prefix, code: code?.code },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('deletes sent rows after a week and failed ones after a month, keeping the rest', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    const states = {
      sentOld: { sentAt: daysAgo(8) },
      sentNew: { sentAt: daysAgo(6) },
      failedOld: { failedAt: daysAgo(31) },
      failedNew: { failedAt: daysAgo(8) },
      waiting: { availableAt: daysAgo(-1) },
    };
    const ids: Record<string, number> = {};
    for (const [name, state] of Object.entries(states)) {
      const [row] = await h.app.db
        .insert(outbox)
        .values({ kind: 'mail', recipient: randomEmail(), payload: { subject: name }, ...state })
        .returning({ id: outbox.id });
      ids[name] = row?.id as number;
    }

    await runHousekeeping(h.app);

    const left = await h.app.db.select({ id: outbox.id }).from(outbox);
    const leftIds = new Set(left.map((row) => row.id));
    expect(Object.keys(ids).filter((name) => leftIds.has(ids[name] as number))).toEqual([
      'sentNew',
      'failedNew',
      'waiting',
    ]);
  });
});
