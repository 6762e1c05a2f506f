// The notifications module's public entry: what the rest of the API uses of it.
export { absoluteUrl, readLinkToken, signLinkToken, siteUrl } from './emailLinks.ts';
export { escapeHtml, type MailBody, stoppableMail } from './mailLayout.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { emailWanted } from './preferences.service.ts';
export { describeUnsubscribe, unsubscribe } from './unsubscribe.service.ts';
