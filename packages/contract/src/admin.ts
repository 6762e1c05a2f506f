import * as z from 'zod';
import { blankToUndefined, boundedText, bounds, MAX_DB_INT, pastedText } from './bounds.ts';
import { ADMIN_ROLE, MODERATOR_ROLE } from './constants.ts';
import { ruleIdSchema } from './moderation.ts';
import { personFilterQuery, personRefSchema } from './people.ts';
import { paginationSchema, postStatusValues } from './posts.ts';

/**
 * Administration: users, reports, ad blocking, the dashboard overview and the audit log.
 * Who may call what is enforced by the server (docs/API.md 'Administration'):
 * - Administrator: everything here.
 * - Moderator: getusers, BlockUser on ordinary users, ResolveReport, BlockPost/UnblockPost, the overview.
 * - Anyone else: 401 (signed out) or 403, and nothing changes.
 */

// Ids fit a PostgreSQL integer; every text is bounded and refuses control characters (DECISIONS #20).
const idSchema = z.coerce.number().int().min(1).max(MAX_DB_INT);
const pageSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).default(1));

/** Role values a request may set or filter by; 'none' is an ordinary user (authRole null in answers). */
export const authRoleValues = ['none', MODERATOR_ROLE, ADMIN_ROLE] as const;
export type AuthRoleValue = (typeof authRoleValues)[number];

// ---- GET /api/users/getusers ----------------------------------------------------------------------------

/** Query of GET /api/users/getusers: 20 a page, newest accounts first. */
export const getUsersQuerySchema = z.object({
  /** Part of the name, e-mail or phone (digits of a phone match with or without +370/8). */
  searchKeyword: z.preprocess(blankToUndefined, boundedText(bounds.keyword).optional()),
  role: z.preprocess(blankToUndefined, z.enum(authRoleValues).optional()),
  /** 'true': blocked now; 'false': not blocked now. */
  blocked: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  page: pageSchema,
});
export type GetUsersQuery = z.input<typeof getUsersQuerySchema>;

/** One row of the dashboard's users table. Dates ISO. */
export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberConfirmed: z.boolean(),
  pictureUrl: z.string().nullable(),
  /** null: an ordinary user. */
  authRole: z.string().nullable(),
  isBlocked: z.boolean(),
  /** null while blocked means indefinitely. */
  blockedUntil: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Ads not deleted (every other status counts). */
  postCount: z.number().int(),
  /** Euros; null for a moderator (moderators do not see payments). */
  walletBalance: z.number().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The whole answer of getusers: data plus pagination.totalPageCount (PRODUCT.md §3 paged list). */
export const adminUsersResponseSchema = z.object({
  succeeded: z.boolean(),
  data: z.array(adminUserSchema).nullable(),
  messages: z.array(z.string()),
  errors: z.array(z.object({ property: z.string(), errors: z.array(z.string()) })),
  pagination: paginationSchema.optional(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

// ---- POST /api/users/UpdateUser (Administrator) ---------------------------------------------------------

/** Only the fields given change; null clears an e-mail or phone (an account keeps at least one way to sign in). */
export const updateUserRequestSchema = z.object({
  targetUserId: z.uuid(),
  fullName: boundedText(60).min(2).nullable().optional(),
  email: boundedText(bounds.emailOrPhone).pipe(z.email()).nullable().optional(),
  phoneNumber: boundedText(bounds.emailOrPhone)
    .regex(/^(\+\d{1,3}|8)[\d\s-]{7,13}$/)
    .nullable()
    .optional(),
  authRole: z.enum(authRoleValues).optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** PRODUCT.md §7: data: id, fullName, email, phoneNumber, authRole. */
export const updatedUserSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  authRole: z.string().nullable(),
});
export type UpdatedUser = z.infer<typeof updatedUserSchema>;

// ---- POST /api/users/BlockUser (Moderator: ordinary users; Administrator: anyone but themselves) ----------

/**
 * isBlocked true blocks until blockedUntil (an ISO date-time in the future) or, with blockedUntil null or
 * absent, indefinitely; isBlocked false unblocks. A block signs the user out everywhere.
 */
export const USER_BLOCKED_REASON_MAX = 500;

/** Why a user is blocked: required with isBlocked true; the user reads it when a sign-in is refused and by e-mail. */
export const blockUserRequestSchema = z
  .object({
    targetUserId: z.uuid(),
    isBlocked: z.boolean(),
    blockedUntil: z.iso.datetime({ offset: true }).nullable().optional(),
    reason: pastedText(USER_BLOCKED_REASON_MAX).nullable().optional(),
    /** The rule the block applies (statement of reasons); absent: DEFAULT_RULE_ID (DECISIONS #133). */
    ruleId: ruleIdSchema.optional(),
  })
  .superRefine((request, context) => {
    if (request.isBlocked && !request.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: adminMessages.blockReasonRequired });
    }
  });
export type BlockUserRequest = z.input<typeof blockUserRequestSchema>;

/** PRODUCT.md §7: data: id, isBlocked, blockedUntil. */
export const blockedUserSchema = z.object({
  id: z.string(),
  isBlocked: z.boolean(),
  blockedUntil: z.string().nullable(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

// ---- POST /api/users/DeleteUser (Administrator) ---------------------------------------------------------

/** PRODUCT.md §7 spells the field TargetUserId. */
export const deleteUserRequestSchema = z.object({ TargetUserId: z.uuid() });
export type DeleteUserRequest = z.input<typeof deleteUserRequestSchema>;
export const deletedUserSchema = z.object({ id: z.string() });
export type DeletedUser = z.infer<typeof deletedUserSchema>;

// ---- Reports: POST /api/postreports/ResolveReport (Moderator) -------------------------------------------

/** A report's state: open until a moderator resolves it (handled), dismisses it, or blocks the ad. */
export const postReportStates = ['open', 'resolved', 'dismissed', 'blocked'] as const;
export type PostReportState = (typeof postReportStates)[number];

/** resolve: handled without blocking; dismiss: nothing wrong; blockPost: the ad is blocked (status blocked). */
export const reportOutcomes = ['resolve', 'dismiss', 'blockPost'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

export const POST_REPORT_NOTE_MAX = 1000;
export const POST_BLOCKED_REASON_MAX = 500;

export const resolveReportRequestSchema = z.object({
  reportId: idSchema,
  outcome: z.enum(reportOutcomes),
  /** The moderator's note, kept with the report (not shown to the ad's owner). */
  note: pastedText(POST_REPORT_NOTE_MAX).optional(),
  /** With blockPost: the reason the ad's owner sees; defaults to the report's reason name. */
  blockedReason: pastedText(POST_BLOCKED_REASON_MAX).min(3).optional(),
  /** With blockPost: the rule applied; absent: the one the report's reason names (DECISIONS #133). */
  ruleId: ruleIdSchema.optional(),
});
export type ResolveReportRequest = z.input<typeof resolveReportRequestSchema>;

// Who resolved a report or acted in the audit log: name and e-mail (a moderator may have no name).
const staffRefSchema = personRefSchema;

/**
 * A report as moderators see it: ResolveReport's data, and the items of a post's postReports in
 * /api/posts/list?listTarget=admin (PRODUCT.md §4: resolution updates the matching report inside the loaded post).
 */
export const adminPostReportSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  reasonId: z.number().int(),
  reasonName: z.string(),
  comment: z.string().nullable(),
  reporterId: z.string(),
  createdAt: z.string(),
  state: z.enum(postReportStates),
  resolvedBy: staffRefSchema.nullable(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminPostReport = z.infer<typeof adminPostReportSchema>;

// ---- Ads: POST /api/posts/BlockPost, POST /api/posts/UnblockPost (Moderator) ----------------------------

export const blockPostRequestSchema = z.object({
  postId: idSchema,
  /** Shown to the ad's owner (Post.blockedReason). */
  reason: pastedText(POST_BLOCKED_REASON_MAX).min(3),
  /** The rule the block applies (statement of reasons); absent: DEFAULT_RULE_ID (DECISIONS #133). */
  ruleId: ruleIdSchema.optional(),
});
export type BlockPostRequest = z.input<typeof blockPostRequestSchema>;
export const unblockPostRequestSchema = z.object({ postId: idSchema });
export type UnblockPostRequest = z.input<typeof unblockPostRequestSchema>;

export const postModerationResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(postStatusValues),
  blockedReason: z.string().nullable(),
});
export type PostModerationResult = z.infer<typeof postModerationResultSchema>;

// ---- GET /api/dashboard/overview (Moderator; money fields null for moderators) ---------------------------

const recentCountSchema = z.object({ last7Days: z.number().int(), last30Days: z.number().int() });

/** One day (YYYY-MM-DD, Europe/Vilnius) of paid top-ups: how many and their amount in euros (bonus excluded). */
export const topUpDaySchema = z.object({ date: z.string(), count: z.number().int(), revenue: z.number() });
export type TopUpDay = z.infer<typeof topUpDaySchema>;

export const dashboardOverviewSchema = z.object({
  /** Reports still open. */
  openReports: z.number().int(),
  /** Ads with at least one open report. */
  reportedPosts: z.number().int(),
  postsPosted: recentCountSchema,
  usersRegistered: recentCountSchema,
  /** Users blocked now. */
  blockedUsers: z.number().int(),
  /** The last 30 days, oldest first, every day present; null for moderators (no payments). */
  topUps: z.array(topUpDaySchema).nullable(),
  /** Facebook-group tasks waiting to be done (the wallet's orders); null for moderators. */
  tasksWaiting: z.number().int().nullable(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

// ---- GET /api/audit/GetAuditLog (Administrator) ---------------------------------------------------------

export const auditActions = [
  'user.update',
  'user.block',
  'user.unblock',
  'user.delete',
  'report.resolve',
  'report.dismiss',
  'report.blockPost',
  'post.block',
  'post.unblock',
  'post.hold',
  'post.release',
  'notice.dismiss',
  'notice.block',
  'word.add',
  'word.remove',
  'vocabulary.add',
  'vocabulary.delete',
  'appeal.create',
  'appeal.uphold',
  'appeal.reverse',
  'rating.remove',
  'rating.restore',
  'field.add',
  'field.addOption',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditTargetTypes = [
  'user',
  'post',
  'report',
  'vocabulary',
  'appeal',
  'notice',
  'word',
  'rating',
  'category',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditLogQuerySchema = z.object({
  action: z.preprocess(blankToUndefined, z.enum(auditActions).optional()),
  targetType: z.preprocess(blankToUndefined, z.enum(auditTargetTypes).optional()),
  targetId: z.preprocess(blankToUndefined, boundedText(bounds.shortText).optional()),
  actorId: z.preprocess(blankToUndefined, z.uuid().optional()),
  /** Part of the name or e-mail of who acted or of the user the entry is about, any letter case. */
  user: personFilterQuery(),
  page: pageSchema,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** Newest first. before/after: the changed fields as they were and became (null when not applicable). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: staffRefSchema.nullable(),
  action: z.enum(auditActions),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  /** With targetType 'user': that user's name and e-mail (null for other targets or a vanished row). */
  targetUser: personRefSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  succeeded: z.boolean(),
  data: z.array(auditEntrySchema).nullable(),
  messages: z.array(z.string()),
  errors: z.array(z.object({ property: z.string(), errors: z.array(z.string()) })),
  pagination: paginationSchema.optional(),
});

// ---- Messages ---------------------------------------------------------------------------------------------

export const adminMessages = {
  userNotFound: 'Vartotojas nerastas.',
  reportNotFound: 'Pranešimas nerastas.',
  reportAlreadyResolved: 'Šis pranešimas jau išnagrinėtas.',
  postNotFound: 'Skelbimas nerastas.',
  postNotBlocked: 'Skelbimas neužblokuotas.',
  postDeleted: 'Ištrinto skelbimo keisti negalima.',
  cannotChangeOwnRole: 'Negalite pašalinti savo administratoriaus teisių.',
  lastAdministrator: 'Tai paskutinis administratorius: jo teisių pašalinti negalima.',
  cannotDeleteSelf: 'Negalite ištrinti savo paskyros.',
  cannotBlockSelf: 'Negalite užblokuoti savęs.',
  moderatorOnlyOrdinary: 'Moderatorius gali blokuoti tik paprastus vartotojus.',
  blockedUntilPast: 'Blokavimo pabaiga turi būti ateityje.',
  blockReasonRequired: 'Nurodykite blokavimo priežastį.',
  identityRequired: 'Paskyrai reikia el. pašto arba tel. numerio.',
  userUpdated: 'Vartotojo duomenys išsaugoti.',
  userBlocked: 'Vartotojas užblokuotas.',
  userUnblocked: 'Vartotojas atblokuotas.',
  userDeleted: 'Vartotojas ištrintas.',
  reportResolved: 'Pranešimas išnagrinėtas.',
  postBlocked: 'Skelbimas užblokuotas.',
  postUnblocked: 'Skelbimas atblokuotas.',
} as const;
