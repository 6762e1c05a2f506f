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
// The page's one style sheet: tokens, the base and every component module's rules (cssCodeSplit off). Imported
// by the first script, so the build links it in index.html's <head> and the server's render keeps the link.
import './ui/global.css';

let started = false;
function loadApp(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}
requestAnimationFrame(() => setTimeout(loadApp));
setTimeout(loadApp, 250);
