import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { ratings } from './ratings.ts';
import { users } from './users.ts';

// The contract's lists (packages/contract/src/moderation.ts), repeated: that module builds zod schemas, and the
// schema takes only the contract's zod-free constants; transparency.test.ts checks the two agree.
export const decisionKindValues = ['ad_block', 'ad_hold', 'account_block', 'rating_removal'] as const;
export const ruleIdValues = [
  'fraud',
  'prohibited',
  'offensive',
  'misleading',
  'wrongCategory',
  'duplicate',
  'outdated',
  'other',
] as const;
export const appealStateValues = ['open', 'upheld', 'reversed'] as const;
const decisionEndings = ['lifted', 'reversed'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A moderation decision that restricts an ad or an account (DSA Art. 17): whom it affects, what it
 * restricts, the rule and the facts, whether a person or the portal made it. It is never deleted; `ended_at`
 * marks when it stopped applying (lifted by a moderator, or reversed on appeal). The transparency report
 * counts these rows.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: decisionKindValues }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ad, when the decision is about one. */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** The rating, when the decision removes one (PRODUCT.md §27). */
    ratingId: integer('rating_id').references(() => ratings.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id', { enum: ruleIdValues }).notNull(),
    facts: text('facts').notNull(),
    automatic: boolean('automatic').notNull(),
    /** The moderator or administrator; null for an automatic decision (or an account since erased). */
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedHow: text('ended_how', { enum: decisionEndings }),
  },
  (t) => [
    index('moderation_decisions_user_idx').on(t.userId, t.createdAt),
    index('moderation_decisions_post_idx').on(t.postId),
    index('moderation_decisions_created_at_idx').on(t.createdAt),
    check('moderation_decisions_kind_valid', sql`${t.kind} in (${inList(decisionKindValues)})`),
    check('moderation_decisions_rule_valid', sql`${t.ruleId} in (${inList(ruleIdValues)})`),
    check(
      'moderation_decisions_ended_how_valid',
      sql`${t.endedHow} is null or ${t.endedHow} in ('lifted', 'reversed')`,
    ),
  ],
);
export type ModerationDecisionRow = typeof moderationDecisions.$inferSelect;

/**
 * The affected user's one appeal of a decision (DSA Art. 20): unique per decision; decided by a moderator
 * other than the decision's maker when one exists (`self_reviewed` records when none did).
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    state: text('state', { enum: appealStateValues }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    outcomeText: text('outcome_text'),
    selfReviewed: boolean('self_reviewed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('moderation_appeals_decision_idx').on(t.decisionId),
    index('moderation_appeals_open_idx').on(t.createdAt).where(sql`${t.state} = 'open'`),
    check('moderation_appeals_state_valid', sql`${t.state} in (${inList(appealStateValues)})`),
    check('moderation_appeals_text_length', sql`char_length(${t.text}) <= 2000`),
  ],
);
export type ModerationAppealRow = typeof moderationAppeals.$inferSelect;
