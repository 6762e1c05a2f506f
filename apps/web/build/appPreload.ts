import type { Plugin } from 'vite';

/** The parts of Rolldown's output this needs. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
type Bundle = Record<string, OutputChunk | { type: 'asset' }>;

/**
 * Fetches the whole app at the page's first dynamic import, while `boot.ts` evaluates it in steps.
 *
 * `boot.ts` imports React DOM's chunk first, then MUI's, then `main.tsx`, a task apart, so that evaluating the
 * landing scripts is three tasks instead of one of ~130–160 ms at a phone's speed (DECISIONS #145). Vite's
 * preload list for each dynamic import names only that import's own chunks: left so, MUI's chunk and the app's
 * would be requested only after React DOM's had arrived and run. Here every dynamic import `boot.ts` makes
 * preloads what `main.tsx` imports statically as well, so the three downloads start together as before
 * (DECISIONS #84). The returned function is `build.modulePreload.resolveDependencies`; the plugin reads the
 * bundle before Vite's own `generateBundle` (where that function is called) writes the preload lists.
 */
export function appPreload(entry: string): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: string }) => string[];
} {
  let bundle: Bundle = {};
  const appFiles = (): { host: string | undefined; files: string[] } => {
    const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
    const main = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
    if (!main) return { host: undefined, files: [] };
    const files = new Set<string>();
    const pending = [main.fileName];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (files.has(file)) continue;
      files.add(file);
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') pending.push(...chunk.imports);
    }
    const host = chunks.find((chunk) => chunk.dynamicImports.includes(main.fileName));
    return { host: host?.fileName, files: [...files] };
  };
  return {
    plugin: {
      name: 'skelbimai:app-preload',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle;
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const { host, files } = appFiles();
      if (hostId !== host) return deps;
      return [...new Set([...deps, ...files])];
    },
  };
}
