// The search module's public entry: what the rest of the API uses of it.
export { type CategoryMatch, type ExpandedKeyword, expandKeyword } from './queryExpansion.ts';
export { firstMissThisHour } from './recentMisses.ts';
export { searchRoutes } from './search.routes.ts';
export { recordSearchMiss } from './searchMisses.service.ts';
export { type SearchTokens, searchTokens } from './searchTokens.ts';
export { keepSearchWordsFresh } from './searchWords.service.ts';
export { SUGGEST_BELOW_OR_AT, suggestCorrection } from './suggestion.service.ts';
export { seedVocabulary } from './vocabulary/vocabularySeed.ts';
