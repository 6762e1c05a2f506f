import { describe, expect, it } from 'vitest';
import { splitLeadingHints } from './leadingHints.ts';

describe('the resource hints before a server render’s first element', () => {
  it('are taken out of the markup, every one, in order', () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><link rel="preload" as="image" href="/b.webp"/><div id="app"><link rel="stylesheet" href="/in-body.css"/></div>';
    expect(splitLeadingHints(html)).toEqual({
      hints:
        '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><link rel="preload" as="image" href="/b.webp"/>',
      appHtml: '<div id="app"><link rel="stylesheet" href="/in-body.css"/></div>',
    });
  });

  it('leave markup that starts with an element as it is', () => {
    expect(splitLeadingHints('<div>Skelbimai</div>')).toEqual({ hints: '', appHtml: '<div>Skelbimai</div>' });
  });
});
