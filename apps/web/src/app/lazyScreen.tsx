import { type ComponentType, lazy, useRef } from 'react';
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
 * Suspense boundary on a navigation, the module itself once `preload` has run. The browser and the server
 * preload the screens an address shows before rendering it, so both render the screen, not the fallback, and
 * hydration finds the server's HTML. A failed load goes through lazyPage (one reload after a deploy).
 */
export function lazyScreen(load: () => Promise<PageModule>): LazyScreen {
  const loadRoute = lazyPage(load);
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    pending ??= loadRoute().then(
      ({ Component }) => {
        loaded = Component;
        return Component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  function Screen() {
    // Chosen once per mount: switching from Lazy to the module itself later would remount the screen.
    const Loaded = useRef(loaded).current;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const preload = () => loadOnce().then(() => undefined);
  preloads.set(Screen, preload);
  return { Component: Screen, preload };
}
