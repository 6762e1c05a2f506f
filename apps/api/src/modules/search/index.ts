// The search module's public entry: what the rest of the API uses of it.
export { expandKeyword } from './queryExpansion.ts';
export { searchRoutes } from './search.routes.ts';
export { searchTokens } from './searchTokens.ts';
export { seedVocabulary } from './vocabulary/vocabularySeed.ts';
