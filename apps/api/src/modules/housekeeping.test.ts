import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { createUser, sessionCookie } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { rateLimitCounters, sessions } from '../db/schema/index.ts';
import { runHousekeeping } from './housekeeping.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('housekeeping', () => {
  it('deletes expired sessions and old rate-limit windows, keeping live ones', async () => {
    const user = await createUser(app);
    await sessionCookie(app, user);
    await app.db.insert(sessions).values({
      id: 'expired-session',
      userId: user.id,
      remember: false,
      expiresAt: new Date(Date.now() - 1000),
    });
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await app.db.insert(rateLimitCounters).values([
      { key: 'old', windowStart: old, hits: 3 },
      { key: 'current', windowStart: new Date(), hits: 1 },
    ]);

    await runHousekeeping(app);

    expect((await app.db.select().from(sessions)).map((row) => row.id)).not.toContain('expired-session');
    expect(await app.db.select().from(sessions)).toHaveLength(1);
    expect((await app.db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['current']);
  });
});
