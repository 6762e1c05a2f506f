/**
 * The page's first script: it waits for the browser's first paint, then loads the app (main.tsx).
 *
 * The server sends every public page already rendered, so what a visitor sees first needs the HTML and its
 * pictures only. Fetching the app's JavaScript before that paint would take a slow phone connection's
 * bandwidth from the cover picture and the list's photos; after it, the scripts download while the visitor
 * reads, and hydrate the page (DECISIONS #84). requestAnimationFrame runs just before the next paint and the
 * timeout just after it; the plain timeout covers a tab opened in the background, where no frame is painted
 * until it is shown.
 */
let started = false;
function loadApp(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}
requestAnimationFrame(() => setTimeout(loadApp));
setTimeout(loadApp, 250);
