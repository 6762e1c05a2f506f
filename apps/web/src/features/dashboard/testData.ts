import type { AdminPostReport, AdminUser } from '@skelbimai/contract';
import { vi } from 'vitest';
import { makePost } from '../ads/list/testPosts.ts';
import type { AdminPost } from './api.ts';

/** Test-only builders and a stateful fake of the admin API for the dashboard's component tests. */

export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
export const ORDINARY_ID = '00000000-0000-4000-8000-000000000002';
export const MODERATOR_ID = '00000000-0000-4000-8000-000000000003';

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: ORDINARY_ID,
    fullName: 'Petras Petraitis',
    email: 'petras@example.lt',
    emailConfirmed: true,
    phoneNumber: '+37060000002',
    phoneNumberConfirmed: false,
    pictureUrl: null,
    authRole: null,
    isBlocked: false,
    blockedUntil: null,
    createdAt: '2026-01-05T10:00:00Z',
    lastSignInAt: '2026-03-02T08:30:00Z',
    postCount: 3,
    walletBalance: 12.5,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<AdminPostReport> = {}): AdminPostReport {
  return {
    id: 50,
    postId: 7,
    reasonId: 2,
    reasonName: 'Sukčiavimas ar apgaulė',
    comment: 'Prašo pervesti avansą',
    reporterId: ORDINARY_ID,
    createdAt: '2026-03-03T09:00:00Z',
    state: 'open',
    resolvedBy: null,
    resolvedAt: null,
    note: null,
    ...overrides,
  };
}

export function makeAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return { ...(makePost({ id: 7, title: 'Pigus telefonas' }) as AdminPost), postReports: [], ...overrides };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function paged<T>(items: T[], totalPageCount = 1) {
  return json({
    succeeded: true,
    data: items,
    messages: [],
    errors: [],
    pagination: { page: 1, pageSize: 20, totalPageCount, totalCount: items.length },
  });
}

export const ok = (data: unknown) => json({ succeeded: true, data, messages: [], errors: [] });

export const fail = (status: number, messages: string[], errors: { property: string; errors: string[] }[] = []) =>
  json({ succeeded: false, data: null, messages, errors }, status);

type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

/** A fetch double routed by path; handlers see the query and the JSON body, so they can keep state. */
export function fakeApi(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (!handler) return fail(404, []);
    return handler(url, body);
  });
  vi.stubGlobal('fetch', spy);
  const calls = (path: string) =>
    spy.mock.calls
      .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
      .map(([input, init]) => ({
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      }));
  return { spy, calls };
}
