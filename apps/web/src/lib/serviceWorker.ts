/** The worker the build writes (build/serviceWorker.ts): the shell's cache, the offline page, notifications. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle (PRODUCT.md §30, decision
 * 0092), so the landing pages' first paint and hydration never wait for it or for the shell it stores. Only in
 * a production build: the Vite dev server has no /sw.js. A browser without service workers, or one that
 * refuses it (private mode), works as before.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 2_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
