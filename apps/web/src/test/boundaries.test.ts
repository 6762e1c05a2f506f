import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lint's boundary rules (.dependency-cruiser.cjs) run on a small tree with one deliberate breach each:
 * a reach past another feature's index.ts, a page importing a page, a cycle. Each must be reported.
 */
const root = resolve(import.meta.dirname, '../../../..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
const babelConfig = await extractBabelConfig(join(root, config.options.babelConfig.fileName));

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function violations(files: Record<string, string>): Promise<string[]> {
  const dir = tree(files);
  const result = await cruise(
    ['apps'],
    {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      moduleSystems: ['es6'],
      // the lint's own way to read TypeScript
      enhancedResolveOptions: { extensions: ['.ts', '.tsx'] },
    },
    {},
    { babelConfig },
  );
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name} ${v.from} -> ${v.to}`);
}

const f = 'apps/web/src/features';

describe('the boundary rules', () => {
  it('pass imports through an entry and within a feature', async () => {
    const found = await violations({
      [`${f}/a/index.ts`]: "export { x } from './x.ts';",
      [`${f}/a/x.ts`]: "import { y } from '../b/index.ts'; export const x = y;",
      [`${f}/b/index.ts`]: "export { y } from './y.ts';",
      [`${f}/b/y.ts`]: 'export const y = 1;',
    });
    expect(found).toEqual([]);
  });

  it('report an import past another feature’s entry', async () => {
    const found = await violations({
      [`${f}/a/x.ts`]: "import { y } from '../b/y.ts'; export const x = y;",
      [`${f}/b/index.ts`]: "export { y } from './y.ts';",
      [`${f}/b/y.ts`]: 'export const y = 1;',
    });
    expect(found).toEqual([`feature-entry ${f}/a/x.ts -> ${f}/b/y.ts`]);
  });

  it('report a page importing a page, and a cycle', async () => {
    const found = await violations({
      [`${f}/a/OnePage.tsx`]: "import { Two } from './TwoPage.tsx'; export const One = Two;",
      [`${f}/a/TwoPage.tsx`]: 'export const Two = 2;',
      [`${f}/a/p.ts`]: "import { q } from './q.ts'; export const p = q;",
      [`${f}/a/q.ts`]: "import { p } from './p.ts'; export const q = p;",
    });
    expect(found).toContain(`page-to-page ${f}/a/OnePage.tsx -> ${f}/a/TwoPage.tsx`);
    expect(found.filter((v) => v.startsWith('no-cycle '))).toHaveLength(1);
  });
});
