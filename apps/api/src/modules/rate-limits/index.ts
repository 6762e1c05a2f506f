// The rate-limits module's public entry: what the rest of the API uses of it.
export { databaseRateLimitStore } from './rateLimitStore.ts';
export {
  clearRateLimit,
  countHit,
  deleteOldRateLimitWindows,
  enforceRateLimit,
  hitRateLimit,
  type RateLimitRule,
} from './rateLimits.service.ts';
export { registerRateLimits } from './registry.ts';
