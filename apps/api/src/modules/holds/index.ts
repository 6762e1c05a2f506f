// The holds module's public entry: what the rest of the API uses of it.
export { holdsRoutes } from './holds.routes.ts';
