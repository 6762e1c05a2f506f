// The dashboard module's public entry: what the rest of the API uses of it.
export { dashboardRoutes } from './dashboard.routes.ts';
