import type { ComponentType } from 'react';
import { timings } from '../lib/contract.ts';
import { sessionStore } from '../lib/storage.ts';

const RELOAD_KEY = 'skelbimai.chunkReloadAt';

/**
 * After a deploy the old index.html refers to chunks that no longer exist. Reloading fetches the
 * new build; the timestamp caps that at one reload per 60 s (PRODUCT.md §8) so a chunk that is really
 * broken ends on the error page instead of in a reload loop.
 */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload(), now = Date.now()) {
  const last = Number(sessionStore.get(RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < timings.chunkReloadWindowMs) return false;
  sessionStore.set(RELOAD_KEY, String(now));
  reload();
  return true;
}

type PageModule = { default: ComponentType };

/** A route's `lazy`: loads the screen's chunk on first visit and turns its default export into the route's Component. */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    try {
      const module = await load();
      return { Component: module.default };
    } catch (error) {
      console.error('Route chunk failed to load', error);
      // The server's render (no window) has no page to reload: its failure sends the unrendered page.
      if (typeof window === 'undefined') throw error;
      // While the page reloads, keep showing what is there rather than flashing the error page.
      if (reloadOnceForChunkError()) return new Promise<never>(() => {});
      throw error;
    }
  };
}
