// The account module's public entry: what the rest of the API uses of it.
export { accountRoutes } from './account.routes.ts';
export { forgetExpiredExports } from './accountExport.ts';
