import { describe, expect, it } from 'vitest';
import { foldForSearch, SUGGEST_QUERY_MAX_LENGTH, searchSuggestQuerySchema } from './index.ts';

describe('search suggestions', () => {
  it('folds text as the database folds titles: lower case, Lithuanian letters without their marks', () => {
    expect(foldForSearch('ŠALDYTUVAS Ąžuolinė Spintelė, čiužinys ūkiui')).toBe(
      'saldytuvas azuoline spintele, ciuzinys ukiui',
    );
  });

  it('bounds the typed text: trimmed, at most 100 characters, no control characters', () => {
    expect(searchSuggestQuerySchema.parse({ q: '  sal  ' })).toEqual({ q: 'sal' });
    expect(searchSuggestQuerySchema.parse({})).toEqual({ q: '' });
    expect(searchSuggestQuerySchema.safeParse({ q: 'a'.repeat(SUGGEST_QUERY_MAX_LENGTH + 1) }).success).toBe(false);
    const nul = searchSuggestQuerySchema.safeParse({ q: 'sal\u0000' });
    expect(nul.error?.issues[0]?.message).toBe('Laukelyje yra neleistinų simbolių.');
  });
});
