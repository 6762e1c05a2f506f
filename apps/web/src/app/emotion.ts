import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The Emotion cache key of server and browser alike: the browser's cache registers the server's
 * <style data-emotion="css …"> tags on start and does not insert those rules again.
 */
export const EMOTION_CACHE_KEY = 'css';

/**
 * Safari still reads `user-select` only as `-webkit-user-select` (MUI's buttons and icons set it so that a long
 * press does not select their text): the one prefix kept, as Stylis's prefixer wrote it.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select' && !element.return) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One array for every cache: on the server Emotion keeps the rules Stylis compiled per plugin array (a WeakMap
 * keyed by it), so a new array per render compiled every rule of every page again (a tenth of a render).
 */
const stylisPlugins = [webkitUserSelect];

/**
 * The server's and the browser's Emotion cache, without Stylis's vendor prefixer: the build targets current
 * browsers only (ES2022), which need none of the `-webkit-box`/`-ms-flexbox` lines it added to every rule, a
 * quarter of each page's CSS (DECISIONS #154). Rules the app needs prefixed it writes itself (the cards'
 * `WebkitLineClamp`). Class names are hashed before Stylis runs, so they do not change.
 */
export function createEmotionCache() {
  return createCache({ key: EMOTION_CACHE_KEY, stylisPlugins });
}
