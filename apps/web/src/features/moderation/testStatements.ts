import type { DecisionStatement } from '@skelbimai/contract';

/** A statement of reasons as the API answers it: an ad blocked by a moderator, appealable. */
export function makeStatement(overrides: Partial<DecisionStatement> = {}): DecisionStatement {
  return {
    id: 41,
    kind: 'ad_block',
    kindTitle: 'Skelbimas užblokuotas',
    postId: 3,
    postTitle: 'Pigūs telefonai',
    ruleId: 'fraud',
    ruleTitle: 'Sukčiavimas ar apgaulė',
    facts: 'Prašoma pervesti avansą',
    automatic: false,
    createdAt: '2026-03-05T10:00:00Z',
    endedAt: null,
    endedHow: null,
    appealUntil: '2026-09-05T10:00:00Z',
    canAppeal: true,
    appeal: null,
    ...overrides,
  };
}
