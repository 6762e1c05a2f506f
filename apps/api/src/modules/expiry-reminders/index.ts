// The expiry-reminders module's public entry: what the rest of the API uses of it.
export { expiryRemindersJob } from './expiryRemindersJob.ts';
export { renewalRoutes } from './renewal.routes.ts';
