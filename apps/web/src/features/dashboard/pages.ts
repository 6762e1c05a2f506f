import type { ComponentType } from 'react';
import type { DashboardRouteId } from '../../lib/contract.ts';

/** A screen's chunk, loaded on the first visit; the router turns its `default` into the route's component. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * The dashboard's screens, one line each. Their paths, titles, who may open them and the order of the tabs
 * are the contract's route table (every 'role' and 'admin' route is a dashboard page); the router reads this
 * list for what to show, DashboardNav reads the table for its tabs. A dashboard route without a screen here
 * does not compile. Each screen renders DashboardNav itself, above its content.
 */
export const dashboardScreens = {
  // The start page: counts, what waits for a moderator, searches that found nothing.
  dashboard: () => import('./overview/OverviewPage.tsx').then((m) => ({ default: m.OverviewPage })),
  // Ads and their reports.
  dashboardPosts: () => import('./posts/PostsPage.tsx').then((m) => ({ default: m.PostsPage })),
  // Notices about illegal content.
  dashboardNotices: () => import('./notices/NoticesPage.tsx').then((m) => ({ default: m.NoticesPage })),
  // Administrators manage users; moderators only block and unblock ordinary ones (DECISIONS #47).
  dashboardUsers: () => import('./users/UsersPage.tsx').then((m) => ({ default: m.UsersPage })),
  // The search vocabulary, its synonyms added and deleted.
  dashboardVocabulary: () => import('./vocabulary/VocabularyPage.tsx').then((m) => ({ default: m.VocabularyPage })),
  // Appeals of moderation decisions.
  dashboardAppeals: () => import('./appeals/AppealsPage.tsx').then((m) => ({ default: m.AppealsPage })),
  // The transparency report's counts and CSV.
  dashboardTransparency: () =>
    import('./transparency/TransparencyPage.tsx').then((m) => ({ default: m.TransparencyPage })),
  // The words that hold an ad for review.
  dashboardWords: () => import('./words/WordsPage.tsx').then((m) => ({ default: m.WordsPage })),
  // The fields of each kind of ad: a new choice or a new field.
  dashboardFields: () => import('./fields/FieldsPage.tsx').then((m) => ({ default: m.FieldsPage })),
  dashboardPayments: () => import('./transactions/TransactionsPage.tsx').then((m) => ({ default: m.AllPaymentsPage })),
  dashboardOrders: () => import('./transactions/TransactionsPage.tsx').then((m) => ({ default: m.AllOrdersPage })),
  // The audit log of every administrative action.
  dashboardAudit: () => import('./audit/AuditLogPage.tsx').then((m) => ({ default: m.AuditLogPage })),
} as const satisfies Record<DashboardRouteId, ScreenLoader>;
