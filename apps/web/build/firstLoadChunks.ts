import { fileURLToPath } from 'node:url';

/** Rolldown's view of the module graph while it cuts chunks (the `ctx` of a group's `name` function). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The screens a visitor lands on from a search engine or a shared link: the app shell (`main.tsx`, which
 * `boot.ts` imports after the first paint) with the home page, then the lists and the ad page.
 */
const shell = ['main.tsx', 'features/home/HomePage.tsx'].map(source);
const lists = ['features/ads/AllAdsPage.tsx', 'features/ads/CategoryAdsPage.tsx'].map(source);
const adPage = ['features/ads/AdPage.tsx'].map(source);

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
 * statically go to `name`; of the rest, those both the lists and the ad page import to `name-pages`, those
 * only the lists import (the sort field's Select, the price fields, the filter drawer) to `name-lists`, those
 * only the ad page imports to `name-ad`; so no landing page fetches another's components. Anything else
 * (null) is left to Rolldown's own split by the later screens and dialogs that use it. The closures are
 * computed once per build, on the first call, when Rolldown holds the whole graph.
 */
export function landingChunks(name: string, belongs: RegExp) {
  let closures: { shell: Set<string>; lists: Set<string>; adPage: Set<string> } | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!belongs.test(moduleId)) return null;
    closures ??= {
      shell: staticClosure(ctx, shell),
      lists: staticClosure(ctx, lists),
      adPage: staticClosure(ctx, adPage),
    };
    if (closures.shell.has(moduleId)) return name;
    const inLists = closures.lists.has(moduleId);
    const inAdPage = closures.adPage.has(moduleId);
    if (inLists && inAdPage) return `${name}-pages`;
    if (inLists) return `${name}-lists`;
    return inAdPage ? `${name}-ad` : null;
  };
}

/**
 * A chunk group's `name` function for the app's own modules the shell (`main.tsx`) imports statically: one
 * `name` chunk instead of the ~30 Rolldown cut them into (every module some later screen also imports became
 * a chunk of its own, some of 31 bytes, each answered with ~430 bytes of headers). They all run before the
 * first screen hydrates, so nothing is fetched earlier than before. Modules of the libraries' groups
 * (framework, mui) are taken by those first (higher priority). Left out: `main.tsx` itself, which awaits the
 * first screen's chunk at its top level while that chunk imports from this one (each would wait for the
 * other). Vite's preload helper, which the page's first script (`boot.ts`) imports too, has a group of its own
 * (`vite.config.ts`): left alone, Rolldown put it in this chunk, so `boot.ts` fetched and ran the whole app
 * before the first paint (DECISIONS #84).
 */
export function shellChunk(name: string) {
  let closure: Set<string> | undefined;
  const [main] = shell;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!main) return null;
    if (!closure) {
      closure = staticClosure(ctx, [main]);
      closure.delete(main);
    }
    return closure.has(moduleId) ? name : null;
  };
}
