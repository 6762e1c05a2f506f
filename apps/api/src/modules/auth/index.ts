// The auth module's public entry: what the rest of the API uses of it.
export { authRoutes } from './auth.routes.ts';
export { authLimits, limitKeys } from './auth.service.ts';
export { codesRoutes } from './codes.routes.ts';
export {
  type CodeChannel,
  type CodeDeps,
  codeDeps,
  codeRateLimits,
  consumeCode,
  enforceRateLimit,
  issueCode,
} from './codes.service.ts';
export { picturesRoutes } from './pictures.routes.ts';
export { socialRoutes } from './social.routes.ts';
