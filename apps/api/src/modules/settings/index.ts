// The settings module's public entry: what the rest of the API uses of it.
export { settingsRoutes } from './settings.routes.ts';
export { getAutoHoldReporterCount, getMaxPostPictureCount, getSiteInfo } from './settings.service.ts';
