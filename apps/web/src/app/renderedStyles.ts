import type { EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';

/**
 * Every style the server's render produced, as Emotion's style chunks (DECISIONS #118), instead of
 * `extractCriticalToChunks(html)`'s styles whose class names appear in the HTML.
 *
 * MUI's components are styled components built on others (a Chip on ButtonBase, a Button on ButtonBase, a
 * Typography link on Link): each layer serializes its own styles and the outer element carries only the
 * merged class. Emotion's extraction leaves those inner layers out, so the browser did not know them and
 * compiled and inserted each one (stylis, insertRule) during hydration's commit, one synchronous task: 69 rules
 * on a category page, about half of that task at a phone's CPU. Sent with the page, the browser's cache marks
 * them as inserted on start and hydration inserts nothing. The cost is their text in the HTML (about 1 kB
 * compressed on a list page).
 */
export function renderedStyleChunks(cache: EmotionCache, html: string): EmotionCriticalToChunks {
  const styles: EmotionCriticalToChunks['styles'] = [];
  const regularIds: string[] = [];
  let regularCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    // `true`: a rule the browser inserts itself (a keyframe's or global's marker), never text to send.
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      // Global styles (CssBaseline, GlobalStyles) each need a tag of their own, as Emotion's extraction gives them.
      styles.push({ key: `${cache.key}-global`, ids: [id], css });
    } else {
      regularIds.push(id);
      regularCss += css;
    }
  }
  // Regular styles after the global ones, as Emotion orders them.
  styles.push({ key: cache.key, ids: regularIds, css: regularCss });
  return { html, styles };
}
