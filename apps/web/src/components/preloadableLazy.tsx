import { type ComponentType, lazy, useRef } from 'react';

/**
 * React.lazy that can be loaded ahead, for what the server renders: a screen (app/lazyScreen.tsx) and a part of
 * one (lazyPart.tsx). Until `preload` has run, `Component` is React.lazy and suspends; after it, it renders the
 * module itself, so a render after the preload (hydration) suspends on nothing and finds the server's HTML. A
 * failed load is tried again by the next render or preload.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): { Component: ComponentType<Props>; preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadOnce);
  function Component(props: Props) {
    // Chosen once per mount: switching from Lazy to the module itself later would remount what it shows.
    const Loaded = useRef(loaded).current;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload: () => loadOnce().then(() => undefined) };
}
