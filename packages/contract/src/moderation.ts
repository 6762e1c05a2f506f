import * as z from 'zod';
import { blankToUndefined, bounds, MAX_DB_INT, pastedText } from './bounds.ts';
import { personRefSchema } from './people.ts';

/**
 * Statements of reasons and appeals (EU Digital Services Act Art. 17 and 20): every decision that
 * restricts an ad or an account is recorded with the rule it applies and the facts, its owner is told why and
 * may appeal once within 6 months; another moderator decides the appeal. The dashboard counts all of it for
 * the yearly transparency report (Art. 15/24).
 */

const idSchema = z.coerce.number().int().min(1).max(MAX_DB_INT);
const pageSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).default(1));

/** What was restricted. 'ad_hold' is an automatic hold before a moderator looks ('Laukia patikrinimo'). */
export const decisionKinds = ['ad_block', 'ad_hold', 'account_block', 'rating_removal'] as const;
export type DecisionKind = (typeof decisionKinds)[number];
export const decisionKindTitles: Record<DecisionKind, string> = {
  ad_block: 'Skelbimas užblokuotas',
  ad_hold: 'Skelbimas sulaikytas patikrinimui',
  account_block: 'Paskyra užblokuota',
  rating_removal: 'Įvertinimas pašalintas',
};

/**
 * The portal's rules a decision can rest on: the report reasons that are about breaking a rule, and one for
 * everything else the rules page (/rules) names. The id is stored; the title is what the user reads.
 */
export const moderationRuleIds = [
  'fraud',
  'prohibited',
  'offensive',
  'misleading',
  'wrongCategory',
  'duplicate',
  'outdated',
  'other',
] as const;
export type ModerationRuleId = (typeof moderationRuleIds)[number];
export const moderationRuleTitles: Record<ModerationRuleId, string> = {
  fraud: 'Sukčiavimas ar apgaulė',
  prohibited: 'Draudžiama prekė ar paslauga',
  offensive: 'Įžeidžiantis turinys',
  misleading: 'Neteisinga kaina ar informacija',
  wrongCategory: 'Netinkama kategorija',
  duplicate: 'Pasikartojantis skelbimas',
  outdated: 'Nebeaktualus skelbimas',
  other: 'Kiti portalo taisyklių pažeidimai',
};
/**
 * The rule a seeded report reason names (apps/api/src/db/seed/catalogue.ts): ResolveReport's block applies it
 * when the moderator picks none, and the dashboard preselects it (DECISIONS #133).
 */
const ruleByReportReason: Record<number, ModerationRuleId> = {
  1: 'wrongCategory',
  2: 'fraud',
  3: 'misleading',
  4: 'outdated',
  5: 'prohibited',
  6: 'offensive',
  7: 'duplicate',
  8: 'other',
};
export const ruleOfReportReason = (reasonId: number): ModerationRuleId => ruleByReportReason[reasonId] ?? 'other';

/** What a moderator's block applies when the request names no rule (older clients): DECISIONS #133. */
export const DEFAULT_RULE_ID: ModerationRuleId = 'other';
export const ruleIdSchema = z.enum(moderationRuleIds);

/** How long after a decision its owner may appeal: 6 calendar months. */
export const APPEAL_WINDOW_MONTHS = 6;
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_OUTCOME_TEXT_MAX = 2000;

export const appealStates = ['open', 'upheld', 'reversed'] as const;
export type AppealState = (typeof appealStates)[number];
export const appealOutcomes = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof appealOutcomes)[number];
export const appealStateTitles: Record<AppealState, string> = {
  open: 'Nagrinėjamas',
  upheld: 'Sprendimas paliktas',
  reversed: 'Sprendimas atšauktas',
};

/** How a decision ended: lifted by a moderator (unblocked, replaced) or reversed on appeal. */
export const decisionEndings = ['lifted', 'reversed'] as const;
export type DecisionEnding = (typeof decisionEndings)[number];

/** The appeal of a decision as its owner sees it. */
export const appealSummarySchema = z.object({
  id: z.number().int(),
  state: z.enum(appealStates),
  text: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The deciding moderator's explanation (set once decided). */
  outcomeText: z.string().nullable(),
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

/** A statement of reasons (DSA Art. 17): what, which rule, the facts, automatic or not, when, how to appeal. */
export const decisionStatementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(decisionKinds),
  kindTitle: z.string(),
  postId: z.number().int().nullable(),
  postTitle: z.string().nullable(),
  ruleId: ruleIdSchema,
  ruleTitle: z.string(),
  facts: z.string(),
  automatic: z.boolean(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  endedHow: z.enum(decisionEndings).nullable(),
  /** The last moment an appeal is accepted. */
  appealUntil: z.string(),
  /** Not appealed yet, still in its window and still in force. */
  canAppeal: z.boolean(),
  appeal: appealSummarySchema.nullable(),
});
export type DecisionStatement = z.infer<typeof decisionStatementSchema>;

// ---- POST /api/moderation/appeal (the affected user: signed in, or with the e-mail's signed link) ----------

export const appealRequestSchema = z.object({
  decisionId: idSchema,
  text: pastedText(APPEAL_TEXT_MAX).min(APPEAL_TEXT_MIN),
  /** The statement e-mail's signed link: a blocked account cannot sign in, so this is its proof. */
  token: z.string().max(600).optional(),
});
export type AppealRequest = z.input<typeof appealRequestSchema>;

/** GET /api/moderation/statement?token=: the statement a signed e-mail link names (no sign-in). */
export const statementQuerySchema = z.object({ token: z.string().min(1).max(600) });

// ---- Dashboard: GET /api/moderation/appeals, POST /api/moderation/decideAppeal (Moderator) ----------------

export const appealListStates = ['open', 'decided'] as const;
export const appealsQuerySchema = z.object({
  state: z.preprocess(blankToUndefined, z.enum(appealListStates).default('open')),
  page: pageSchema,
});
export type AppealsQuery = z.input<typeof appealsQuerySchema>;

/** An appeal as moderators see it: the decision's statement beside the appeal's text. */
export const adminAppealSchema = appealSummarySchema.extend({
  user: personRefSchema.nullable(),
  decision: decisionStatementSchema,
  /** Who made the appealed decision (null: automatic). */
  decisionBy: personRefSchema.nullable(),
  decidedBy: personRefSchema.nullable(),
  /** Decided by the same person who made the decision: allowed only when no other staff member exists. */
  selfReviewed: z.boolean(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

export const adminAppealsResponseSchema = z.object({
  succeeded: z.boolean(),
  data: z.array(adminAppealSchema).nullable(),
  messages: z.array(z.string()),
  errors: z.array(z.object({ property: z.string(), errors: z.array(z.string()) })),
  pagination: z
    .object({
      page: z.number().int(),
      pageSize: z.number().int(),
      totalPageCount: z.number().int(),
      totalCount: z.number().int(),
      totalCountCapped: z.boolean().optional(),
    })
    .optional(),
});

export const decideAppealRequestSchema = z.object({
  appealId: idSchema,
  outcome: z.enum(appealOutcomes),
  /** Sent to the user with the outcome. */
  text: pastedText(APPEAL_OUTCOME_TEXT_MAX).min(APPEAL_TEXT_MIN),
});
export type DecideAppealRequest = z.input<typeof decideAppealRequestSchema>;

// ---- Transparency: GET /api/moderation/transparency(.csv) (Moderator) -------------------------------------

/** Inclusive dates, YYYY-MM-DD in Europe/Vilnius; both absent: this year so far. */
export const transparencyQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, z.iso.date().optional()),
    to: z.preprocess(blankToUndefined, z.iso.date().optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Laikotarpio pabaiga turi būti ne anksčiau už pradžią.',
  });
export type TransparencyQuery = z.input<typeof transparencyQuerySchema>;

/** One count of the report: a stable id (the CSV's first column), its Lithuanian name and value. */
export const transparencyCountSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** null: nothing to measure (a median of no items). */
  value: z.number().nullable(),
});
export type TransparencyCount = z.infer<typeof transparencyCountSchema>;

export const transparencyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  counts: z.array(transparencyCountSchema),
});
export type TransparencyReport = z.infer<typeof transparencyReportSchema>;

export const moderationMessages = {
  decisionNotFound: 'Sprendimas nerastas.',
  alreadyAppealed: 'Šį sprendimą jau apskundėte. Skųsti galima vieną kartą.',
  appealTooLate: `Sprendimą apskųsti galima per ${APPEAL_WINDOW_MONTHS} mėnesius. Šis terminas jau pasibaigė.`,
  decisionEnded: 'Šis sprendimas jau nebegalioja, skųsti nebereikia.',
  badLink: 'Nuoroda netinkama. Atidarykite ją iš laiško dar kartą.',
  appealNotFound: 'Skundas nerastas.',
  appealAlreadyDecided: 'Šis skundas jau išnagrinėtas.',
  otherModeratorMust: 'Skundą turi nagrinėti kitas moderatorius, ne tas, kuris priėmė sprendimą.',
  appealSent: 'Skundas išsiųstas. Atsakymą gausite el. paštu.',
  appealDecided: 'Skundas išnagrinėtas.',
} as const;
