import { type EmailKind, type EmailSetting, emailKinds } from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailOptOuts } from '../../db/schema/index.ts';

/**
 * The one store of which e-mails a user wants: every kind is on until switched off, in
 * /mano/pranesimai or by an e-mail's one-click unsubscribe. A saved search's alerts are its own frequency.
 * Every sender of a kind asks `emailWanted` before queueing.
 */
export async function emailWanted(db: Database, userId: string, kind: EmailKind): Promise<boolean> {
  const [row] = await db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
  return !row;
}

export async function emailSettings(db: Database, userId: string): Promise<EmailSetting[]> {
  const off = await db.select({ kind: emailOptOuts.kind }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId));
  const offKinds = new Set(off.map((row) => row.kind));
  return emailKinds.map((kind) => ({ kind, enabled: !offKinds.has(kind) }));
}

export async function setEmailWanted(db: Database, userId: string, kind: EmailKind, enabled: boolean): Promise<void> {
  if (enabled) {
    await db.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
  } else {
    await db.insert(emailOptOuts).values({ userId, kind }).onConflictDoNothing();
  }
}
