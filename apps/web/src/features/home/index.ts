// The home feature's public entry; its page is loaded by the router.
export { categoryTileStyles } from './categoryTileStyles.ts';
