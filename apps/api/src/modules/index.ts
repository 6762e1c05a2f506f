import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { advertServicesRoutes } from './advert-services/index.ts';
import { auditRoutes } from './audit/index.ts';
import { authRoutes, codesRoutes, picturesRoutes, socialRoutes } from './auth/index.ts';
import { categoriesRoutes } from './categories/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { renewalRoutes } from './expiry-reminders/index.ts';
import { healthRoutes } from './health/index.ts';
import { holdsRoutes } from './holds/index.ts';
import { messagesRoutes, offersRoutes } from './messages/index.ts';
import { moderationRoutes } from './moderation/index.ts';
import { noticeModerationRoutes, noticesRoutes } from './notices/index.ts';
import { notificationsRoutes } from './notifications/index.ts';
import { ordersRoutes } from './orders/index.ts';
import { pagesRoutes } from './pages/index.ts';
import { paymentCallbacksRoutes, paymentsRoutes, testPaymentRoutes } from './payments/index.ts';
import { postsRoutes } from './posts/index.ts';
import { pushRoutes } from './push/index.ts';
import { ratingsRoutes } from './ratings/index.ts';
import { reportsRoutes } from './reports/index.ts';
import { savedPostsRoutes } from './saved-posts/index.ts';
import { savedSearchesRoutes } from './saved-searches/index.ts';
import { searchRoutes } from './search/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { transactionsRoutes } from './transactions/index.ts';
import { usersRoutes } from './users/index.ts';

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
  // Price offers in a conversation (PRODUCT.md §28).
  await app.register(offersRoutes, { prefix: '/api/offers' });
  await app.register(ratingsRoutes, { prefix: '/api/ratings' });
  // The user's own account: deletion.
  await app.register(accountRoutes, { prefix: '/api/account' });
  // Saved searches, their alerts, and the account's e-mail settings.
  await app.register(savedSearchesRoutes, { prefix: '/api/savedsearches' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  // Phone notifications (Web Push, PRODUCT.md §30).
  await app.register(pushRoutes, { prefix: '/api/push' });
  // An expiry reminder's one-click renewal link.
  await app.register(renewalRoutes, { prefix: '/api/renewal' });
  // Statements of reasons, appeals and the transparency counts (DSA).
  await app.register(moderationRoutes, { prefix: '/api/moderation' });
  // Notices about illegal content, held ads and the word list.
  await app.register(noticesRoutes, { prefix: '/api/notices' });
  await app.register(noticeModerationRoutes, { prefix: '/api/moderation' });
  await app.register(holdsRoutes, { prefix: '/api/moderation' });
}
