// The reports module's public entry: what the rest of the API uses of it.
export { reportsRoutes } from './reports.routes.ts';
