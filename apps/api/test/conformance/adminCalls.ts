import { reportPost } from './adCalls.ts';
import { list, object } from './fields.ts';
import type { Failure, Row } from './row.ts';
import type { World } from './world.ts';

/**
 * The administration rows of PRODUCT.md §7: /api/users and ResolveReport. The first specification did not show
 * their bodies; these send what §4 'Administration' and §6 name (the target user, the name, e-mail, phone and role;
 * the block and its end) in the shapes of packages/contract/src/admin.ts.
 */

/** Administration is for administrators: an ordinary user is refused. */
const notAdministrator = (request: (world: World) => Promise<Record<string, unknown>>): Failure => ({
  why: 'an ordinary user',
  status: 403,
  request: async (w) => ({ as: w.user, ...(await request(w)) }),
});

export const adminCalls: Row[] = [
  {
    call: 'POST /api/postreports/ResolveReport',
    sends: 'reportId, outcome (first specification: not shown)',
    answers: [object('data', 'id')],
    request: async (w) => ({
      as: w.admin,
      body: { reportId: await reportPost(w, (await w.freshAd(w.user)).id), outcome: 'resolve' },
    }),
    failure: notAdministrator(async (w) => ({
      body: { reportId: await reportPost(w, (await w.freshAd(w.admin)).id), outcome: 'resolve' },
    })),
  },
  {
    call: 'GET /api/users/getusers',
    sends: 'query searchKeyword, page',
    answers: [list('data', 'id')],
    request: async (w) => ({ as: w.admin, query: { searchKeyword: w.user.row.email as string, page: '1' } }),
    failure: notAdministrator(async () => ({ query: { page: '1' } })),
  },
  {
    call: 'POST /api/users/DeleteUser',
    sends: 'TargetUserId',
    answers: [],
    request: async (w) => ({ as: w.admin, body: { TargetUserId: (await w.freshAccount()).row.id } }),
    failure: notAdministrator(async (w) => ({ body: { TargetUserId: (await w.freshAccount()).row.id } })),
  },
  {
    call: 'POST /api/users/UpdateUser',
    sends: 'targetUserId, fullName, email, phoneNumber, authRole (first specification: not shown)',
    answers: [object('data', 'id', 'fullName', 'email', 'phoneNumber', 'authRole')],
    request: async (w) => {
      const target = await w.freshAccount();
      const { email, phoneNumber } = target.row;
      return {
        as: w.admin,
        body: { targetUserId: target.row.id, fullName: 'Petras Petraitis', email, phoneNumber, authRole: 'Moderator' },
      };
    },
    failure: notAdministrator(async (w) => ({ body: { targetUserId: w.admin.row.id, fullName: 'Kitas Vardas' } })),
  },
  {
    call: 'POST /api/users/BlockUser',
    sends: 'targetUserId, isBlocked, blockedUntil, reason (first specification: not shown)',
    answers: [object('data', 'id', 'isBlocked', 'blockedUntil')],
    request: async (w) => ({
      as: w.admin,
      body: {
        targetUserId: (await w.freshAccount()).row.id,
        isBlocked: true,
        blockedUntil: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        reason: 'Sukčiavimas',
      },
    }),
    failure: notAdministrator(async (w) => ({
      body: { targetUserId: w.admin.row.id, isBlocked: true, reason: 'Sukčiavimas' },
    })),
  },
];
