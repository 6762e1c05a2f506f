import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The package root of @skelbimai/contract installs zod's Lithuanian errors and builds every schema when it is
 * evaluated (lib/contract.ts): on a phone at Lighthouse's 4× slowdown that is a task of ~600 ms. The pages
 * people land on must not reach it through a static import, only through screens and dialogs loaded later.
 * This walks the source's static imports (not `import type`, not `import()`) from the app's entry and the
 * landing screens, as the bundler does, and names the path that reaches the package root.
 */
const src = resolve(import.meta.dirname, '..');
const landing = [
  'main.tsx',
  'features/home/HomePage.tsx',
  'features/ads/AllAdsPage.tsx',
  'features/ads/CategoryAdsPage.tsx',
  'features/ads/AdPage.tsx',
  'features/sellers/SellerPage.tsx',
];

const staticImport = /^\s*(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s*['"]([^'"]+)['"]/gms;

/** A named list whose names are all types is erased by the compiler and loads nothing. */
function onlyTypes(clause: string): boolean {
  const names = clause.trim().match(/^\{([^}]*)\}$/)?.[1];
  if (names === undefined) return false; // a default or namespace import loads the module
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .every((name) => name.startsWith('type '));
}

function pathToContractRoot(file: string, seen: Set<string>, trail: string[]): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, clause, target] of text.matchAll(staticImport)) {
    if (!target || onlyTypes(clause ?? '')) continue;
    if (target === '@skelbimai/contract') return [...trail, file.slice(src.length + 1)];
    if (!target.startsWith('.')) continue;
    const found = pathToContractRoot(resolve(dirname(file), target), seen, [...trail, file.slice(src.length + 1)]);
    if (found) return found;
  }
  return null;
}

describe('the landing pages’ scripts', () => {
  it.each(landing)('%s does not reach the contract’s schemas (zod) by a static import', (entry) => {
    expect(pathToContractRoot(resolve(src, entry), new Set(), [])).toBeNull();
  });

  it('the walk finds the package root where a screen imports it (the ad form)', () => {
    expect(pathToContractRoot(resolve(src, 'features/ads/NewAdPage.tsx'), new Set(), [])).not.toBeNull();
  });
});
