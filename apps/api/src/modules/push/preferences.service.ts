import { type PushKind, type PushSetting, pushKinds } from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushOptOuts } from '../../db/schema/index.ts';

/**
 * Which phone notifications a user wants: every kind is on until switched off in /mano/pranesimai, as the
 * e-mails are (notifications/preferences.service.ts). A kind only reaches a device the user let subscribe.
 */
export async function pushWanted(db: Database, userId: string, kind: PushKind): Promise<boolean> {
  const [row] = await db
    .select({ kind: pushOptOuts.kind })
    .from(pushOptOuts)
    .where(and(eq(pushOptOuts.userId, userId), eq(pushOptOuts.kind, kind)));
  return !row;
}

export async function pushKindSettings(db: Database, userId: string): Promise<PushSetting[]> {
  const off = await db.select({ kind: pushOptOuts.kind }).from(pushOptOuts).where(eq(pushOptOuts.userId, userId));
  const offKinds = new Set(off.map((row) => row.kind));
  return pushKinds.map((kind) => ({ kind, enabled: !offKinds.has(kind) }));
}

export async function setPushWanted(db: Database, userId: string, kind: PushKind, enabled: boolean): Promise<void> {
  if (enabled) {
    await db.delete(pushOptOuts).where(and(eq(pushOptOuts.userId, userId), eq(pushOptOuts.kind, kind)));
  } else {
    await db.insert(pushOptOuts).values({ userId, kind }).onConflictDoNothing();
  }
}
