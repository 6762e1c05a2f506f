// The health module's public entry: what the rest of the API uses of it.
export { healthRoutes } from './health.routes.ts';
