import type { Plugin } from 'vite';

/**
 * Marks the page's module script and its modulepreload links `fetchpriority="low"` in the built index.html.
 *
 * The server sends each page already rendered (DECISIONS #56), so the first paint needs the HTML and its
 * pictures, not the JavaScript: the page's script (`src/boot.ts`, which fetches the app after the first
 * paint, DECISIONS #84) should not be fetched ahead of the cover picture either (DECISIONS #82).
 */
export function scriptsAfterContent(): Plugin {
  return {
    name: 'skelbimai:scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has injected the entry script and the preload links.
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
          .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" '),
    },
  };
}
