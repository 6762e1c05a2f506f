// The transactions module's public entry: what the rest of the API uses of it.
export { transactionsRoutes } from './transactions.routes.ts';
