// Public surface of the favourites / hidden ads / reports feature.
export { type SavedPostsState, useFavoritePostIds, useHiddenPostIds, useSavedPosts } from './context.ts';
export type { SavedKind } from './guestSets.ts';
export { ReportPostButton } from './ReportPostButton.tsx';
export { SavedPostButtons } from './SavedPostButtons.tsx';
export { SavedPostsProvider } from './SavedPostsProvider.tsx';
