// The saved-ads pages' list, a second public surface of this feature: kept out of index.ts because it
// imports the ad lists, which themselves import index.ts (the card's buttons).
export { SavedAdsPage } from './SavedAdsPage.tsx';
