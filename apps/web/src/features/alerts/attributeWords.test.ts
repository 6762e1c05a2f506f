import { describe, expect, it } from 'vitest';
import { carFields } from '../../test/carFields.ts';
import { attributeFilterWords } from './attributeWords.ts';

describe("a saved search's field filters in words", () => {
  it('names the choices, a model of any make, and the ranges with their units', () => {
    expect(
      attributeFilterWords(
        carFields,
        'subCategoryName=automobiliai&attr.make=audi%2Cvolkswagen&attr.model=golf&attr.year.min=2012&attr.mileageKm.max=200000&attr.gone=x',
      ),
    ).toEqual(['Markė: Audi, Volkswagen', 'Modelis: Golf', 'Metai: nuo 2012', 'Rida: iki 200000 km']);
  });
});
