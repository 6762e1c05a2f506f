import type { ModerationRuleId } from '@skelbimai/contract';

/** Why an ad is held: the statement of reasons its owner gets (recordDecision, kind 'ad_hold'). */
export interface HoldStatement {
  /** The portal's rule the hold applies (the statement names its title). */
  rule: ModerationRuleId;
  /** How the rule works, in words the owner reads (the word list, the reports' count). */
  ruleText: string;
  /** What about this ad met the rule (holdMessages.reasonWord/reasonReports); also 'Mano skelbimai's reason. */
  facts: string;
  /** True when no person decided (the word list, the reports' count). */
  automatic: boolean;
}
