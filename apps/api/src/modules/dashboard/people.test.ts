import type { AdminPostReport, AuditEntry, Transaction } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, reportedAd, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { createOrder } from '../orders/orders.service.ts';

// The dashboard names people (name and e-mail) and filters its lists by them, not by ids.
let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
let ruta: UserRow;
let jonas: UserRow;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
  ruta = await createUser(app, { fullName: 'Rūta Pirkėja', email: 'ruta.pirkeja@example.lt' });
  jonas = await createUser(app, { fullName: 'Jonas Kitas', email: 'jonas@pastas.lt' });
  for (const buyer of [ruta, jonas]) {
    await topUp(app, buyer, 2);
    const post = await createPost(app, buyer, { title: `Skelbimas ${buyer.fullName}` });
    await createOrder(app.db, buyer, { postId: post.id, serviceId: 3 });
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const transactions = async (query: string) => {
  const { status, body } = await call(
    app,
    'GET',
    `/api/transactions/GetTransactions?scope=all&${query}`,
    staff.cookies.admin,
  );
  return { status, rows: (body.data ?? []) as Transaction[], body };
};
const auditLog = async (query: string) => {
  const { status, body } = await call(app, 'GET', `/api/audit/GetAuditLog?${query}`, staff.cookies.admin);
  return { status, rows: (body.data ?? []) as AuditEntry[], body };
};

describe('payments and orders on the dashboard', () => {
  it('name the payer or buyer with name and e-mail', async () => {
    const { status, rows } = await transactions('type=payment');
    expect(status).toBe(200);
    expect(rows.find((row) => row.payment?.userId === ruta.id)?.user).toEqual({
      id: ruta.id,
      fullName: 'Rūta Pirkėja',
      email: 'ruta.pirkeja@example.lt',
    });
  });

  it('filter by part of the name or e-mail, any letter case, payments and orders alike', async () => {
    for (const text of ['pirkėja', 'RUTA.PIRK', 'Example.LT', 'rūta']) {
      for (const type of ['payment', 'order']) {
        const { status, rows } = await transactions(`type=${type}&user=${encodeURIComponent(text)}`);
        expect(status, text).toBe(200);
        expect(rows.length, `${text} ${type}`).toBe(1);
        expect(rows[0]?.user.id, `${text} ${type}`).toBe(ruta.id);
      }
    }
    const both = await transactions('user=pastas.lt');
    expect(both.rows.map((row) => [row.type, row.user.email])).toEqual([
      ['order', 'jonas@pastas.lt'],
      ['payment', 'jonas@pastas.lt'],
    ]);
    expect((await transactions('user=nieko-tokio')).rows).toEqual([]);
    // Pattern characters are literal: '%' finds no one (no name or e-mail has it).
    expect((await transactions('user=%25')).rows).toEqual([]);
  });

  it('refuse a bad user filter with a message on the field, never a 500', async () => {
    // A NUL character (control characters are refused) and a text over the keyword bound, as sent in the URL.
    for (const bad of ['a%00b', 'x'.repeat(201)]) {
      const { status, body } = await transactions(`user=${bad}`);
      expect(status, bad).toBe(400);
      expect(body.errors[0].property).toBe('user');
    }
  });

  it('are still administrators only with the filter', async () => {
    const asUser = await call(
      app,
      'GET',
      '/api/transactions/GetTransactions?scope=all&user=ruta',
      staff.cookies.moderator,
    );
    expect(asUser.status).toBe(403);
    // A user's own history takes the filter too but never shows anyone else's.
    const own = await call(app, 'GET', '/api/transactions/GetTransactions?user=jonas', await sessionCookie(app, ruta));
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
  });
});

describe('a resolved report', () => {
  it('names who resolved it by e-mail when they have no name (it read "Sprendė: —")', async () => {
    const unnamed = await createUser(app, {
      fullName: null,
      email: 'moderatorius@example.lt',
      authRole: 'Moderator',
    });
    const { report } = await reportedAd(app);
    const { status, body } = await call(
      app,
      'POST',
      '/api/postreports/ResolveReport',
      await sessionCookie(app, unnamed),
      {
        reportId: report.id,
        outcome: 'dismiss',
      },
    );
    expect(status).toBe(200);
    expect((body.data as AdminPostReport).resolvedBy).toEqual({
      id: unnamed.id,
      fullName: null,
      email: 'moderatorius@example.lt',
    });
  });
});

describe('the audit log', () => {
  it('names the actor and a user target with name and e-mail, and filters by either', async () => {
    const target = await createUser(app, { fullName: 'Blokuojamas Petras', email: 'petras@example.lt' });
    const blocked = await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
      targetUserId: target.id,
      isBlocked: true,
      reason: 'Šlamštas',
    });
    expect(blocked.status).toBe(200);

    const byTarget = await auditLog('user=PETRAS@');
    expect(byTarget.status).toBe(200);
    expect(byTarget.rows).toHaveLength(1);
    expect(byTarget.rows[0]).toMatchObject({
      action: 'user.block',
      actor: { id: staff.users.moderator.id, fullName: 'Monika Moderatorė', email: staff.users.moderator.email },
      targetUser: { id: target.id, fullName: 'Blokuojamas Petras', email: 'petras@example.lt' },
    });

    const byActor = await auditLog('user=monika');
    expect(byActor.rows.length).toBeGreaterThan(0);
    expect(byActor.rows.every((row) => row.actor?.id === staff.users.moderator.id)).toBe(true);
    expect((await auditLog('user=nieko-tokio')).rows).toEqual([]);
    // Entries about ads or reports have no user target; the filter must not trip over their ids.
    expect((await auditLog('targetType=report&user=monika')).status).toBe(200);

    const bad = await auditLog('user=a%00');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].property).toBe('user');
  });
});
