import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { createUser, sessionCookie } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { postPictures, rateLimitCounters, sessions, users } from '../db/schema/index.ts';
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

  it('deletes picture files no row points at once they are an hour old, and unfinished writes', async () => {
    const user = await createUser(app);
    const storage = app.pictureStorage;
    const webp = Buffer.from('RIFF....WEBP');
    const keys = {
      attachedLarge: 'post-pictures/11111111-1111-4111-8111-111111111111-large.webp',
      attachedThumb: 'post-pictures/11111111-1111-4111-8111-111111111111-thumb.webp',
      profile: 'profile-pictures/0123456789abcdef0123456789abcdef.webp',
      orphanOld: 'post-pictures/22222222-2222-4222-8222-222222222222-large.webp',
      orphanProfileOld: 'profile-pictures/fedcba9876543210fedcba9876543210.webp',
      orphanYoung: 'post-pictures/33333333-3333-4333-8333-333333333333-large.webp',
    };
    for (const key of Object.values(keys)) await storage.put(key, webp, 'image/webp');
    await app.db.insert(postPictures).values({
      ownerId: user.id,
      largeKey: keys.attachedLarge,
      thumbnailKey: keys.attachedThumb,
      width: 1,
      height: 1,
    });
    await app.db.update(users).set({ localPictureKey: keys.profile }).where(eq(users.id, user.id));
    const pathOf = (key: string) => join(app.config.uploadsDir, key);
    const partial = `${keys.orphanYoung}.0123456789ab.partial`;
    await writeFile(pathOf(partial), 'half a pic');
    // Two hours ago: what an upload interrupted by a crash looks like by the next hourly pass.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of [
      keys.attachedLarge,
      keys.attachedThumb,
      keys.profile,
      keys.orphanOld,
      keys.orphanProfileOld,
      partial,
    ]) {
      await utimes(pathOf(key), twoHoursAgo, twoHoursAgo);
    }

    await runHousekeeping(app);

    const left = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, existsSync(pathOf(key))]));
    expect(left).toEqual({
      attachedLarge: true,
      attachedThumb: true,
      profile: true,
      orphanOld: false,
      orphanProfileOld: false,
      orphanYoung: true, // may still be getting its row
    });
    expect(existsSync(pathOf(partial))).toBe(false);
  });
});
