/**
 * The page's first script: it waits for the browser's first paint, then loads the app (main.tsx).
 *
 * The server sends every public page already rendered, so what a visitor sees first needs the HTML and its
 * pictures only. Fetching the app's ~200 kB of JavaScript before that paint would take a slow phone
 * connection's bandwidth from the cover picture and the list's photos; after it, the scripts download while
 * the visitor reads, and hydrate the page (DECISIONS #84). requestAnimationFrame runs just before the next
 * paint and the timeout just after it; the plain timeout covers a tab opened in the background, where no
 * frame is painted until it is shown.
 */
let started = false;
function loadApp(): void {
  if (started) return;
  started = true;
  void startApp();
}

/** A task boundary (as `lib/prepareFormats.ts`'s, which this first script must not import: it is in `app`). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs the app's scripts in three tasks: the `framework` chunk (Preact as React DOM, React Router, TanStack
 * Query, Emotion), then `mui`, then the app itself. Imported at once, `main.tsx` evaluated all three in one task of
 * ~130–160 ms at a phone's speed, the longest of the page's hydration (DECISIONS #145). The two first modules
 * are there for their chunks' evaluation only. All three chunks are still requested together, at the first
 * import (`build/appPreload.ts`).
 */
async function startApp(): Promise<void> {
  await import('./start/framework.ts');
  await nextTask();
  await import('./start/mui.ts');
  await nextTask();
  await import('./main.tsx');
}
requestAnimationFrame(() => setTimeout(loadApp));
setTimeout(loadApp, 250);
