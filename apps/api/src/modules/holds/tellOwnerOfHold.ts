import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { enqueueMail } from '../outbox/outbox.ts';

export interface HoldStatement {
  postId: number;
  /** The ad's owner. */
  userId: string;
  /** What the rule is, in words the owner reads ('Draudžiamų žodžių sąrašas', 'Pranešimai apie skelbimą'). */
  rule: string;
  /** What about this ad met the rule (holdMessages.reasonWord/reasonReports). */
  facts: string;
  /** True when no person decided (the word list, the reports' count). */
  automatic: boolean;
}

/**
 * Tells an ad's owner why the ad is held: the one place that does (issue 29). For now a plain Lithuanian
 * e-mail through the outbox, in the caller's transaction; at merge this becomes a call to the statements of
 * reasons' recordDecision(tx, { kind: 'ad_hold', … }), which keeps the decision and sends the statement.
 * An owner without an e-mail address still sees the reason in 'Mano skelbimai'.
 */
export async function tellOwnerOfHold(tx: Database, statement: HoldStatement): Promise<void> {
  const [row] = await tx
    .select({ email: users.email, title: posts.title })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(eq(posts.id, statement.postId));
  if (!row?.email) return;
  const how = statement.automatic ? 'Tai nuspręsta automatiškai, be moderatoriaus.' : 'Tai nusprendė moderatorius.';
  await enqueueMail(tx, {
    to: row.email,
    subject: 'Jūsų skelbimas laukia patikrinimo',
    text: [
      'Sveiki,',
      '',
      `jūsų skelbimas „${row.title}“ laikinai nerodomas kitiems ir laukia moderatoriaus patikrinimo.`,
      '',
      `Taisyklė: ${statement.rule}`,
      `Priežastis: ${statement.facts}`,
      how,
      '',
      'Moderatorius peržiūrės skelbimą: jį patvirtinus, skelbimas vėl bus matomas visiems.',
    ].join('\n'),
  });
}
