import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const template = (name: string) => readFileSync(new URL(`./serviceWorker/${name}`, import.meta.url), 'utf8');

/**
 * The files every page needs before it works (the shell): the page's script, the chunks it imports, the app's
 * entry it loads after the first paint with that entry's own imports, and the style sheet. A screen's chunk is
 * cached when a person first opens it.
 */
export function shellFiles(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    add(chunk.fileName);
    // boot.ts imports main.tsx once the page has painted: the app itself.
    for (const later of chunk.dynamicImports) add(later);
  }
  for (const file of Object.values(bundle)) if (file.fileName.endsWith('.css')) files.add(file.fileName);
  return [...files].sort().map((fileName) => `/${fileName}`);
}

/**
 * Writes /sw.js (build/serviceWorker/sw.js with the shell's files and a version named by them) and
 * /offline.html into the build (PRODUCT.md §30, decision 0092). A new build has new file names, so a new worker
 * with a new cache that drops the old one.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'skelbimai:service-worker',
    apply: 'build',
    // After Vite's CSS plugin, which adds the one style sheet to the bundle in this same hook.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = shellFiles(bundle);
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const source = template('sw.js')
        .replace('self.__SHELL__', JSON.stringify(shell))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: template('offline.html') });
    },
  };
}
