// The ratings module's public entry (PRODUCT.md §27).
export { ratingsRoutes } from './ratings.routes.ts';
export { ratingSummary } from './ratings.service.ts';
export { ratingRemindersJob, runRatingReminders } from './reminderJob.ts';
