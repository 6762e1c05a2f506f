/**
 * For tests of plain elements (DECISIONS #155): the classes an element and its descendants carry, leaving out
 * Emotion's generated ones, MUI's markers and CSS Modules' ('_name_hash' in tests; test/cssModules.test.ts checks
 * each is declared), and those no rule in the document's style sheets names (a class
 * renamed on one side only leaves its element unstyled, which no role or text query notices).
 */
export function plainClassNames(root: Element): string[] {
  const names = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of element.classList)
      if (!name.startsWith('css-') && !name.startsWith('Mui') && !name.startsWith('_')) names.add(name);
  }
  return [...names].sort();
}

export function unstyledClassNames(root: Element): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return plainClassNames(root).filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
}
