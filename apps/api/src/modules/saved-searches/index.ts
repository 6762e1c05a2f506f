// The saved-searches module's public entry: what the rest of the API uses of it.
export { type AlertDeps, DAILY_DIGEST_HOUR, localDay } from './alerts.service.ts';
export { savedSearchAlertsJob } from './alertsJob.ts';
export { savedSearchesRoutes } from './savedSearches.routes.ts';
