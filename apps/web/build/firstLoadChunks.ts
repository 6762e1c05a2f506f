import { fileURLToPath } from 'node:url';

/** Rolldown's view of the module graph while it cuts chunks (the `ctx` of a group's `name` function). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The screens a visitor lands on from a search engine or a shared link, in the order their chunks are named
 * for: the app shell (`main.tsx`, which `boot.ts` imports after the first paint) with the home page, then the
 * lists and the ad page. A module either of the first needs goes to the first chunk; one only the lists or
 * the ad page need, to the second; so the home page does not fetch the sort field's Select, the price
 * fields or the filter drawer.
 */
const landingScreens = [
  { suffix: '', roots: ['main.tsx', 'features/home/HomePage.tsx'] },
  {
    suffix: '-pages',
    roots: ['features/ads/AllAdsPage.tsx', 'features/ads/CategoryAdsPage.tsx', 'features/ads/AdPage.tsx'],
  },
].map(({ suffix, roots }) => ({ suffix, roots: roots.map(source) }));

/** Every module `roots` import statically (a dynamic import is a later screen or a dialog opened on use). */
function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A chunk group's `name` function for a library's modules (`belongs`): those the shell and home page import
 * statically go to `name`, those only the lists and the ad page add go to `name-pages`, and the rest (null)
 * to Rolldown's own split by the later screens that use them. The closures are computed once per build, on
 * the first call, when Rolldown holds the whole graph.
 */
export function landingChunks(name: string, belongs: RegExp) {
  let closures: { chunk: string; modules: Set<string> }[] | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!belongs.test(moduleId)) return null;
    closures ??= landingScreens.map(({ suffix, roots }) => ({
      chunk: `${name}${suffix}`,
      modules: staticClosure(ctx, roots),
    }));
    return closures.find(({ modules }) => modules.has(moduleId))?.chunk ?? null;
  };
}
