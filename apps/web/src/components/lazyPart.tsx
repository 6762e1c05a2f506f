import type { ComponentType } from 'react';
import { preloadableLazy } from './preloadableLazy.tsx';

/** The loads of the parts made by lazyPart, by name: what loadServerRenderedParts can start. */
const loads = new Map<string, () => Promise<unknown>>();

/**
 * A part of a screen that comes in a chunk of its own but that the server renders with the page: the owner's
 * buttons on their ad, a seller's ratings. Render it under a Suspense boundary of its own, as any lazy
 * component.
 *
 * Before hydrating, the browser loads the parts the server's HTML holds (`loadServerRenderedParts`, found by the
 * `<template data-lazy-part>` the part renders first). The part then hydrates with the page. Otherwise its HTML
 * would stay dead until its chunk came, and React drops a tap on a part it cannot hydrate yet; it does not
 * replay it. Once loaded, it renders without suspending (preloadableLazy.tsx).
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const { Component, preload } = preloadableLazy(load);
  loads.set(name, preload);
  function Part(props: Props) {
    return (
      <>
        <template data-lazy-part={name} />
        <Component {...props} />
      </>
    );
  }
  return Part;
}

/**
 * Loads the chunks of the parts in the server's HTML (under `root`), for the screens already loaded. A part
 * whose chunk fails is left to its own render, which tries again: the page hydrates all the same.
 */
export async function loadServerRenderedParts(root: ParentNode = document): Promise<void> {
  const names = new Set(
    [...root.querySelectorAll<HTMLTemplateElement>('template[data-lazy-part]')].map(
      (marker) => marker.dataset.lazyPart ?? '',
    ),
  );
  await Promise.all(
    [...names].map((name) =>
      loads
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}
