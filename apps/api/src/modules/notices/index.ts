// The notices module's public entry: what the rest of the API uses of it.
export { noticeModerationRoutes, noticesRoutes } from './notices.routes.ts';
