import { fileURLToPath } from 'node:url';

/** Rolldown's view of the module graph while it cuts chunks (the `ctx` of a group's `name` function). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The screens a visitor lands on from a search engine or a shared link: the app shell (`main.tsx`, which
 * `boot.ts` imports after the first paint) with the home page, then the lists, the ad page and a seller's page.
 */
const shell = ['main.tsx', 'features/home/HomePage.tsx'].map(source);
const landingScreens = {
  lists: ['features/ads/AllAdsPage.tsx', 'features/ads/CategoryAdsPage.tsx'].map(source),
  ad: ['features/ads/AdPage.tsx'].map(source),
  seller: ['features/sellers/SellerPage.tsx'].map(source),
};
type LandingScreen = keyof typeof landingScreens;

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
 * The landing screens other than the shell whose static imports reach a module, in a fixed order (`[]` for a
 * module only later screens and dialogs import); `'shell'` when the shell or the home page imports it. The
 * closures are computed once per build, on the first call, when Rolldown holds the whole graph.
 */
function landingScreensOf() {
  let closures: { shell: Set<string>; screens: [LandingScreen, Set<string>][] } | undefined;
  return (moduleId: string, ctx: ChunkingContext): LandingScreen[] | 'shell' => {
    closures ??= {
      shell: staticClosure(ctx, shell),
      screens: Object.entries(landingScreens).map(([screen, roots]) => [
        screen as LandingScreen,
        staticClosure(ctx, roots),
      ]),
    };
    if (closures.shell.has(moduleId)) return 'shell';
    return closures.screens.filter(([, closure]) => closure.has(moduleId)).map(([screen]) => screen);
  };
}

/**
 * A chunk group's `name` function for a library's modules (`belongs`): those the shell and home page import
 * statically go to `name`; of the rest, those both the lists and the ad page import to `name-pages`, those
 * only the lists import (the filter fields) to `name-lists`, those only the ad page imports to `name-ad`; so
 * no landing page fetches another's components. Anything else (null) is left to Rolldown's own split by the
 * later screens and dialogs that use it. With `byPage` false only the shell's are named: the few others are
 * pulled by Rolldown into the group of the modules that import them (the framework's helpers of MUI's list
 * components into `mui-lists`), one script fewer than a chunk of 80 bytes of their own.
 */
export function landingChunks(name: string, belongs: RegExp, { byPage = true } = {}) {
  const screensOf = landingScreensOf();
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!belongs.test(moduleId)) return null;
    const screens = screensOf(moduleId, ctx);
    if (screens === 'shell') return name;
    if (!byPage) return null;
    const inLists = screens.includes('lists');
    const inAdPage = screens.includes('ad');
    if (inLists && inAdPage) return `${name}-pages`;
    if (inLists) return `${name}-lists`;
    return inAdPage ? `${name}-ad` : null;
  };
}

const appSource = /[\\/]src[\\/]/;
const isAppModule = (moduleId: string) => appSource.test(moduleId) && !moduleId.includes('node_modules');

/**
 * A chunk group's `name` function for the app's own modules that exactly `sharedBy` of the landing screens
 * (lists, ad page, seller's page) import and the shell does not, named by those screens: `name-lists`,
 * `name-lists-seller` (the ad list both show), `name-ad-seller` (the seller's queries)... So each landing
 * screen fetches its own modules and those it shares, nothing of another's. Left to Rolldown, each module some
 * other screen also imports became a chunk of its own: 10-13 scripts of 0.5-2 kB per page, each with ~430
 * bytes of headers. Rolldown pulls a group's dependencies that no group of higher priority took into that
 * group, so the groups of modules shared more widely come first (vite.config.ts): otherwise the ad page's
 * group took what the lists use too, and the lists fetched it. What all three import is in `shellChunk`'s.
 */
export function landingAppChunk(name: string, sharedBy: number) {
  const screensOf = landingScreensOf();
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!isAppModule(moduleId)) return null;
    const screens = screensOf(moduleId, ctx);
    return screens !== 'shell' && screens.length === sharedBy ? [name, ...screens].join('-') : null;
  };
}

/**
 * A chunk group's `name` function for the app's own modules the shell (`main.tsx`) and the home page import
 * statically, and those every other landing screen imports: one `name` chunk instead of the ~30 Rolldown cut
 * them into (every module some later screen also imports became a chunk of its own, some of 31 bytes, each
 * answered with ~430 bytes of headers). The shell's run before the first screen hydrates, so nothing is
 * fetched earlier than before; the home page's (the ad card's grid, the list states) and the paged list's
 * state are every landing screen's. Modules of the libraries' groups (framework, mui) are taken by those first
 * (higher priority). Left out: `main.tsx` itself, which awaits the first screen's chunk at its top level while
 * that chunk imports from this one (each would wait for the other), and the home page's own module, a screen
 * of its own. Vite's preload helper, which the page's first script (`boot.ts`) imports too, has a group of its
 * own (`vite.config.ts`): left alone, Rolldown put it in this chunk, so `boot.ts` fetched and ran the whole app
 * before the first paint (DECISIONS #84).
 */
export function shellChunk(name: string) {
  const screensOf = landingScreensOf();
  const everyScreen = Object.keys(landingScreens).length;
  const roots = new Set(shell);
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (roots.has(moduleId)) return null;
    const screens = screensOf(moduleId, ctx);
    if (screens === 'shell') return name;
    return isAppModule(moduleId) && screens.length === everyScreen ? name : null;
  };
}
