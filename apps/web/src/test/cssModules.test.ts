import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A CSS Module maps an unknown class to `undefined`, which React leaves out of `className` without a word: a
 * typo in `styles.primray` would silently drop a look. This reads every .tsx that imports a `.module.css` and
 * checks each `styles.name` (and `styles['name']`) it uses is a class its module declares.
 */
const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The classes a module declares: every `.name` in a selector (not inside a value or a comment). */
function declaredClasses(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = withoutComments.replace(/\{[^{}]*\}/g, '{}').replace(/:\s*[^;{}]*;/g, ';');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

/** `styles.name` and `styles['name']` uses of each CSS Module a source file imports, by its import name. */
function usedClasses(source: string): { module: string; name: string; className: string }[] {
  const imports = [...source.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)];
  return imports.flatMap(([, name, module]) =>
    [...source.matchAll(new RegExp(`\\b${name}(?:\\.(\\w+)|\\['([\\w-]+)'\\])`, 'g'))].map((use) => ({
      module: module as string,
      name: name as string,
      className: (use[1] ?? use[2]) as string,
    })),
  );
}

describe('CSS Modules', () => {
  const files = tsxFiles(srcDir).filter((file) => readFileSync(file, 'utf8').includes('.module.css'));

  it('finds the components that use modules', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(
    files.map((file) => [relative(srcDir, file), file]),
  )('%s uses only classes its modules declare', (_, file) => {
    const source = readFileSync(file, 'utf8');
    const missing = usedClasses(source)
      .filter(
        ({ module, className }) =>
          !declaredClasses(readFileSync(resolve(dirname(file), module), 'utf8')).has(className),
      )
      .map(({ name, className, module }) => `${name}.${className} (${module})`);
    expect(missing).toEqual([]);
  });

  it('catches a typo', () => {
    const source = "import styles from './X.module.css';\nconst a = styles.primray;\nconst b = styles['ok'];";
    const declared = declaredClasses('@layer kit { .primary { color: red; &:hover { color: blue; } } .ok {} }');
    expect(
      usedClasses(source)
        .filter((use) => !declared.has(use.className))
        .map((use) => use.className),
    ).toEqual(['primray']);
  });
});
