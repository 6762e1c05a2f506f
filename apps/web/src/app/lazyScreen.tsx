import type { ComponentType } from 'react';
import { preloadableLazy } from '../components/preloadableLazy.tsx';
import { lazyPage } from './lazyPage.ts';

type PageModule = { default: ComponentType };

/** A screen loaded on first use: its route's Component, and the load itself to start it before rendering. */
export interface LazyScreen {
  Component: ComponentType;
  preload: () => Promise<void>;
}

const preloads = new WeakMap<ComponentType, () => Promise<void>>();

/** The load of a route's lazy screen (for a route whose Component came from lazyScreen), else nothing to do. */
export function preloadOf(component: unknown): (() => Promise<void>) | undefined {
  return typeof component === 'function' ? preloads.get(component as ComponentType) : undefined;
}

/**
 * A screen in its own chunk, for the declarative router (decision 0093): React.lazy under the layout's
 * Suspense boundary on a navigation, the module itself once `preload` has run (preloadableLazy). The browser
 * and the server preload the screens an address shows before rendering it, so both render the screen, not the
 * fallback, and hydration finds the server's HTML. A failed load goes through lazyPage (one reload after a deploy).
 */
export function lazyScreen(load: () => Promise<PageModule>): LazyScreen {
  const loadRoute = lazyPage(load);
  const { Component, preload } = preloadableLazy(async () => ({ default: (await loadRoute()).Component }));
  preloads.set(Component, preload);
  return { Component, preload };
}
