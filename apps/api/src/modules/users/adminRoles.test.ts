import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminState, type Caller, call, createStaff, reportedAd, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser } from '../../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
});

interface AdminCall {
  name: string;
  method: 'GET' | 'POST';
  /** Fresh targets per call, so an allowed call never depends on an earlier one. */
  prepare(): Promise<{ url: string; payload?: Record<string, unknown> }>;
  allowed: Caller[];
}

const staffOnly: Caller[] = ['moderator', 'admin'];
const adminOnly: Caller[] = ['admin'];

/** Every administrative endpoint with a valid request and who may make it (docs/API.md 'Administration'). */
const calls: AdminCall[] = [
  {
    name: 'GET /api/users/getusers',
    method: 'GET',
    prepare: async () => ({ url: '/api/users/getusers?page=1' }),
    allowed: staffOnly,
  },
  {
    name: 'POST /api/users/UpdateUser',
    method: 'POST',
    prepare: async () => {
      const target = await createUser(app, { fullName: 'Senas Vardas' });
      return { url: '/api/users/UpdateUser', payload: { targetUserId: target.id, fullName: 'Naujas Vardas' } };
    },
    allowed: adminOnly,
  },
  {
    name: 'POST /api/users/BlockUser',
    method: 'POST',
    prepare: async () => {
      const target = await createUser(app);
      return {
        url: '/api/users/BlockUser',
        payload: { targetUserId: target.id, isBlocked: true, reason: 'Sukčiavimas' },
      };
    },
    allowed: staffOnly,
  },
  {
    name: 'POST /api/users/DeleteUser',
    method: 'POST',
    prepare: async () => {
      const target = await createUser(app);
      return { url: '/api/users/DeleteUser', payload: { TargetUserId: target.id } };
    },
    allowed: adminOnly,
  },
  {
    name: 'POST /api/postreports/ResolveReport',
    method: 'POST',
    prepare: async () => {
      const { report } = await reportedAd(app);
      return { url: '/api/postreports/ResolveReport', payload: { reportId: report.id, outcome: 'dismiss' } };
    },
    allowed: staffOnly,
  },
  {
    name: 'POST /api/posts/BlockPost',
    method: 'POST',
    prepare: async () => {
      const post = await createPost(app, await createUser(app));
      return { url: '/api/posts/BlockPost', payload: { postId: post.id, reason: 'Draudžiama prekė' } };
    },
    allowed: staffOnly,
  },
  {
    name: 'POST /api/posts/UnblockPost',
    method: 'POST',
    prepare: async () => {
      const post = await createPost(app, await createUser(app), { status: 'blocked', blockedReason: 'Apgaulė' });
      return { url: '/api/posts/UnblockPost', payload: { postId: post.id } };
    },
    allowed: staffOnly,
  },
  {
    name: 'GET /api/posts/list?listTarget=admin',
    method: 'GET',
    prepare: async () => ({ url: '/api/posts/list?listTarget=admin&onlyReported=true&page=1' }),
    allowed: staffOnly,
  },
  {
    name: 'GET /api/dashboard/overview',
    method: 'GET',
    prepare: async () => ({ url: '/api/dashboard/overview' }),
    allowed: staffOnly,
  },
  {
    name: 'GET /api/audit/GetAuditLog',
    method: 'GET',
    prepare: async () => ({ url: '/api/audit/GetAuditLog?page=1' }),
    allowed: adminOnly,
  },
  {
    name: 'GET /api/search/misses',
    method: 'GET',
    prepare: async () => ({ url: '/api/search/misses?page=1' }),
    allowed: staffOnly,
  },
  // Appeals and the transparency counts; decideAppeal's callers are in moderation/appeals.test.ts.
  {
    name: 'GET /api/moderation/appeals',
    method: 'GET',
    prepare: async () => ({ url: '/api/moderation/appeals?state=open&page=1' }),
    allowed: staffOnly,
  },
  {
    name: 'GET /api/moderation/transparency',
    method: 'GET',
    prepare: async () => ({ url: '/api/moderation/transparency' }),
    allowed: staffOnly,
  },
];

const callers: Caller[] = ['guest', 'user', 'moderator', 'admin'];

describe('administration: who may call what', () => {
  for (const adminCall of calls) {
    for (const caller of callers) {
      const allowed = adminCall.allowed.includes(caller);
      const expected = allowed ? 200 : caller === 'guest' ? 401 : 403;
      it(`${adminCall.name} as ${caller} → ${expected}`, async () => {
        const { url, payload } = await adminCall.prepare();
        const before = await adminState(app);
        const { status, body } = await call(app, adminCall.method, url, staff.cookies[caller], payload);
        expect(status).toBe(expected);
        expect(body.succeeded).toBe(allowed);
        if (!allowed) {
          // The envelope, in Lithuanian, and not a row changed.
          expect(body.data).toBeNull();
          expect(body.messages.length).toBeGreaterThan(0);
          expect(await adminState(app)).toEqual(before);
        }
      }, 30_000);
    }
  }

  it('a moderator cannot block another moderator or an administrator (403, nothing changes)', async () => {
    const otherModerator = await createUser(app, { authRole: 'Moderator' });
    for (const target of [otherModerator, staff.users.admin]) {
      const before = await adminState(app);
      const { status } = await call(app, 'POST', '/api/users/BlockUser', staff.cookies.moderator, {
        targetUserId: target.id,
        isBlocked: true,
        reason: 'Sukčiavimas',
      });
      expect(status).toBe(403);
      expect(await adminState(app)).toEqual(before);
    }
  }, 30_000);

  it('balances are for administrators: a moderator sees users without walletBalance', async () => {
    const asModerator = await call(app, 'GET', '/api/users/getusers', staff.cookies.moderator);
    const asAdmin = await call(app, 'GET', '/api/users/getusers', staff.cookies.admin);
    expect(asModerator.body.data.length).toBeGreaterThan(0);
    expect(asModerator.body.data.every((user: { walletBalance: unknown }) => user.walletBalance === null)).toBe(true);
    expect(asAdmin.body.data.every((user: { walletBalance: unknown }) => typeof user.walletBalance === 'number')).toBe(
      true,
    );
    const overview = await call(app, 'GET', '/api/dashboard/overview', staff.cookies.moderator);
    expect(overview.body.data.topUps).toBeNull();
    expect(overview.body.data.tasksWaiting).toBeNull();
  }, 30_000);
});
