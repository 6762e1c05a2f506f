// The moderation module's public entry: what the rest of the API uses of it.
export { moderationRoutes } from './moderation.routes.ts';
