import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  availableSorts,
  listQuery,
  parseEuros,
  readFilters,
  validatePrices,
  writeFilters,
} from './listQuery.ts';

const params = (text: string) => new URLSearchParams(text);

describe('list filters in the address', () => {
  it('reads prices, post types and sort, ignoring values that make no sense', () => {
    expect(readFilters(params('minPrice=10&maxPrice=12.5&postTypes=sell,bogus,buy&sort=priceAsc'))).toEqual({
      minPrice: '10',
      maxPrice: '12.5',
      postTypes: ['sell', 'buy'],
      location: '',
      sort: 'priceAsc',
      attributes: {},
    });
    expect(readFilters(params('minPrice=-5&maxPrice=abc&sort=relevance'))).toEqual({
      minPrice: '',
      maxPrice: '',
      postTypes: [],
      location: '',
      sort: '',
      attributes: {},
    });
    expect(readFilters(params('location=%20Akademija%20')).location).toBe('Akademija');
  });

  it('offers relevance only while a keyword is searched', () => {
    expect(availableSorts(false)).not.toContain('relevance');
    expect(availableSorts(true)[0]).toBe('relevance');
    expect(readFilters(params('searchKeyword=dviratis&sort=relevance')).sort).toBe('relevance');
  });

  it('writes filters keeping the search, dropping defaults and the page', () => {
    const next = writeFilters(params('searchKeyword=namas&searchFilterType=title&page=3'), {
      minPrice: '12,50',
      maxPrice: '',
      postTypes: ['buy', 'sell'],
      location: 'Akademija',
      sort: 'relevance',
      attributes: {},
    });
    expect(next.toString()).toBe(
      'searchKeyword=namas&searchFilterType=title&minPrice=12.5&postTypes=sell%2Cbuy&location=Akademija',
    );
    expect(
      writeFilters(params(''), {
        minPrice: '',
        maxPrice: '',
        postTypes: [],
        location: '',
        sort: 'newest',
        attributes: {},
      }).toString(),
    ).toBe('');
  });

  it('builds the API query from the address and the page’s fixed part', () => {
    expect(
      listQuery(params('searchKeyword=%20auto%20&searchFilterType=title&maxPrice=100&location=Akademija&sort=oldest'), {
        categoryName: 'transportas',
      }),
    ).toEqual({
      categoryName: 'transportas',
      searchKeyword: 'auto',
      searchFilterType: 'title',
      minPrice: undefined,
      maxPrice: '100',
      postTypes: undefined,
      location: 'Akademija',
      sort: 'oldest',
    });
    expect(listQuery(params('searchFilterType=bogus')).searchFilterType).toBeUndefined();
  });
});

describe('price validation', () => {
  it('accepts a decimal comma or dot and blanks', () => {
    expect(parseEuros('12,50')).toBe(12.5);
    expect(parseEuros(' 1 000 ')).toBe(1000);
    expect(parseEuros('')).toBeNull();
    expect(parseEuros('12e3')).toBeUndefined();
  });

  it('gives a Lithuanian message on the field at fault', () => {
    expect(validatePrices('100', '50')).toEqual({ minPrice: 'Kaina „nuo“ negali būti didesnė už kainą „iki“.' });
    expect(validatePrices('-1', '')).toEqual({ minPrice: 'Kaina negali būti neigiama.' });
    expect(validatePrices('', 'daug')).toEqual({ maxPrice: 'Įveskite skaičių, pvz. 150 arba 12,50.' });
    expect(validatePrices('10', '10')).toEqual({});
  });

  it('keeps field filters (attr.*) in the address and sends them only inside a subcategory', () => {
    const address = params('attr.fuel=diesel%2Cpetrol&attr.year.min=2015&minPrice=100&attr.make=');
    expect(readFilters(address).attributes).toEqual({ 'attr.fuel': 'diesel,petrol', 'attr.year.min': '2015' });
    expect(activeFilterCount(readFilters(address))).toBe(3);
    expect(listQuery(address, { subCategoryName: 'automobiliai' })).toMatchObject({
      'attr.fuel': 'diesel,petrol',
      'attr.year.min': '2015',
    });
    expect(listQuery(address, { categoryName: 'transportas' })).not.toHaveProperty('attr.fuel');
    const next = writeFilters(address, { ...readFilters(address), attributes: { 'attr.year.max': '2020' } });
    expect(next.toString()).toBe('minPrice=100&attr.year.max=2020');
  });
});
