import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, repoRoot } from './config.ts';

/**
 * docs/CONFIGURATION.md is where an operator looks a variable up: its table must name every variable the
 * schema reads (config.ts is the one reader of the environment) and none it does not, so a variable added,
 * renamed or removed without its row fails here rather than on somebody's server.
 */

/** The variables named in the first cell of each row of the document's "## Variables" table. */
function documentedVariables(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Variables\n'));
  if (section === undefined) throw new Error('docs/CONFIGURATION.md has no "## Variables" section');
  const names: string[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) continue;
    const firstCell = line.split('|')[1] ?? '';
    // One row may name several variables that go together (`TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`); the
    // header and the separator row name none.
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.push(match[1] as string);
  }
  return names;
}

const doc = readFileSync(join(repoRoot, 'docs/CONFIGURATION.md'), 'utf8');
const read = Object.keys(envSchema.shape).sort();

describe('docs/CONFIGURATION.md', () => {
  it('names every variable config.ts reads, and nothing else', () => {
    const documented = documentedVariables(doc);
    expect(documented.length).toBeGreaterThan(0);
    expect({
      missingFromTheDoc: read.filter((name) => !documented.includes(name)),
      notReadByConfig: documented.filter((name) => !read.includes(name)),
    }).toEqual({ missingFromTheDoc: [], notReadByConfig: [] });
  });

  it('names each variable once', () => {
    const documented = documentedVariables(doc);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });

  it('reads the table the way the check relies on', () => {
    const sample =
      '# x\n\n## Variables\n\n| variable | default |\n| --- | --- |\n| `A_B`, `C` | `D` |\n\n## More\n| `E` |\n';
    expect(documentedVariables(sample)).toEqual(['A_B', 'C']);
  });
});
