import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { advertServicesRoutes } from './advert-services/advert-services.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { codesRoutes } from './auth/codes.routes.ts';
import { picturesRoutes } from './auth/pictures.routes.ts';
import { socialRoutes } from './auth/social.routes.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { renewalRoutes } from './expiry-reminders/renewal.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { holdsRoutes } from './holds/holds.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { noticeModerationRoutes, noticesRoutes } from './notices/notices.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { pagesRoutes } from './pages/pages.routes.ts';
import { paymentCallbacksRoutes } from './payments/callbacks.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { testPaymentRoutes } from './payments/testPayment.routes.ts';
import { postsRoutes } from './posts/posts.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { savedPostsRoutes } from './saved-posts/savedPosts.routes.ts';
import { savedSearchesRoutes } from './saved-searches/savedSearches.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { transactionsRoutes } from './transactions/transactions.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every API module under its URL prefix (the paths of PRODUCT.md §7). */
export async function registerModules(app: FastifyInstance) {
  // /api/auth is large (PRODUCT.md §7): password sign-in and the profile, one-time codes, social sign-in and
  // profile pictures are separate plugins under one prefix.
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(codesRoutes, { prefix: '/api/auth' });
  await app.register(socialRoutes, { prefix: '/api/auth' });
  await app.register(picturesRoutes, { prefix: '/api/auth' });
  await app.register(categoriesRoutes, { prefix: '/api/categories' });
  await app.register(postsRoutes, { prefix: '/api/posts' });
  await app.register(advertServicesRoutes, { prefix: '/api/advertservices' });
  await app.register(paymentsRoutes, { prefix: '/api/payments' });
  await app.register(paymentCallbacksRoutes, { prefix: '/api/payments/callbacks' });
  // The test provider's hosted page talks to these; config.ts refuses `test` in production unless allowed.
  if (app.config.payments.provider === 'test')
    await app.register(testPaymentRoutes, { prefix: '/api/testing/payment' });
  await app.register(ordersRoutes, { prefix: '/api/orders' });
  await app.register(transactionsRoutes, { prefix: '/api/transactions' });
  await app.register(reportsRoutes, { prefix: '/api/postreports' });
  // Favourites and hidden ads: one plugin, two sets (PRODUCT.md §7 /api/favorites, /api/hiddens).
  await app.register(savedPostsRoutes, { prefix: '/api/favorites', kind: 'favorites' });
  await app.register(savedPostsRoutes, { prefix: '/api/hiddens', kind: 'hidden' });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(healthRoutes, { prefix: '/api/health' });
  // robots.txt and the sitemap, at the site's root.
  await app.register(pagesRoutes);
  // Administration: users, the dashboard overview and the audit log; roles in docs/API.md.
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(auditRoutes, { prefix: '/api/audit' });
  // Search help (PRODUCT.md §20): the searches that found nothing.
  await app.register(searchRoutes, { prefix: '/api/search' });
  // Messages between buyer and seller (PRODUCT.md §10).
  await app.register(messagesRoutes, { prefix: '/api/messages' });
  // The user's own account: deletion.
  await app.register(accountRoutes, { prefix: '/api/account' });
  // Saved searches, their alerts, and the account's e-mail settings.
  await app.register(savedSearchesRoutes, { prefix: '/api/savedsearches' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  // An expiry reminder's one-click renewal link.
  await app.register(renewalRoutes, { prefix: '/api/renewal' });
  // Statements of reasons, appeals and the transparency counts (DSA).
  await app.register(moderationRoutes, { prefix: '/api/moderation' });
  // Notices about illegal content, held ads and the word list.
  await app.register(noticesRoutes, { prefix: '/api/notices' });
  await app.register(noticeModerationRoutes, { prefix: '/api/moderation' });
  await app.register(holdsRoutes, { prefix: '/api/moderation' });
}
