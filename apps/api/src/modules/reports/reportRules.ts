import type { ModerationRuleId } from '@skelbimai/contract';

/**
 * The rule a report reason names (seeded reasons, db/seed/catalogue.ts): ResolveReport's block applies it when
 * the moderator picks none (DECISIONS #133).
 */
const ruleByReason: Record<number, ModerationRuleId> = {
  1: 'wrongCategory',
  2: 'fraud',
  3: 'misleading',
  4: 'outdated',
  5: 'prohibited',
  6: 'offensive',
  7: 'duplicate',
  8: 'other',
};

export const ruleOfReportReason = (reasonId: number): ModerationRuleId => ruleByReason[reasonId] ?? 'other';
