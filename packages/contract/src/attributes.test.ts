import { describe, expect, it } from 'vitest';
import { checkAttributes, type PostField, parseAttributeFilters, postFacts } from './attributes.ts';

const base = { required: false, onCard: false, filterable: true };
const car: PostField[] = [
  {
    ...base,
    key: 'make',
    label: 'Markė',
    type: 'choice',
    required: true,
    requiredMessage: 'Pasirinkite markę.',
    options: [
      { value: 'audi', label: 'Audi' },
      { value: 'bmw', label: 'BMW' },
    ],
  },
  {
    ...base,
    key: 'model',
    label: 'Modelis',
    type: 'choice',
    options: [],
    dependsOn: 'make',
    optionsByParent: { audi: [{ value: 'a4', label: 'A4' }], bmw: [{ value: '320', label: '320' }] },
  },
  { ...base, key: 'year', label: 'Metai', type: 'year', min: 1950, onCard: true },
  {
    ...base,
    key: 'mileageKm',
    label: 'Rida',
    type: 'number',
    unit: 'km',
    min: 0,
    max: 2_000_000,
    decimals: 0,
    onCard: true,
  },
  {
    ...base,
    key: 'fuel',
    label: 'Kuras',
    type: 'choice',
    onCard: true,
    options: [{ value: 'diesel', label: 'Dyzelinas' }],
  },
  { ...base, key: 'notes', label: 'Pastabos', type: 'text', maxLength: 10, filterable: false },
];
const flat: PostField[] = [
  {
    ...base,
    key: 'rooms',
    label: 'Kambariai',
    type: 'number',
    unit: 'kamb.',
    min: 1,
    max: 20,
    decimals: 0,
    onCard: true,
  },
  { ...base, key: 'areaM2', label: 'Plotas', type: 'number', unit: 'm²', min: 5, max: 2000, decimals: 2, onCard: true },
  {
    ...base,
    key: 'floor',
    label: 'Aukštas',
    type: 'number',
    unit: 'a.',
    outOf: 'floorsTotal',
    min: -1,
    max: 40,
    decimals: 0,
    onCard: true,
  },
  { ...base, key: 'floorsTotal', label: 'Aukštų skaičius', type: 'number', min: 1, max: 40, decimals: 0 },
];

const cardLine = (fields: PostField[], attributes: Record<string, unknown>) =>
  postFacts(fields, checkAttributes(fields, attributes).attributes)
    .filter((fact) => fact.onCard)
    .map((fact) => fact.text)
    .join(' · ');

describe('checkAttributes', () => {
  it('puts each bad value on its own field with its Lithuanian message', () => {
    const { errors } = checkAttributes(car, {
      model: 'a4',
      year: 1900,
      mileageKm: 12.5,
      notes: 'per ilgas tekstas',
      x: 1,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { property: 'attributes.x', message: 'Šioje kategorijoje tokio laukelio nėra.' },
        { property: 'attributes.make', message: 'Pasirinkite markę.' },
        // Without a make no model fits.
        { property: 'attributes.model', message: 'Pasirinkite reikšmę iš sąrašo.' },
        { property: 'attributes.mileageKm', message: 'Įveskite sveikąjį skaičių.' },
        { property: 'attributes.notes', message: 'Ne daugiau kaip 10 simbolių.' },
      ]),
    );
    expect(errors.find((error) => error.property === 'attributes.year')?.message).toMatch(
      /^Metai nuo 1950 iki \d{4}\.$/,
    );
  });

  it('accepts a model only under its own make, and drops blank values', () => {
    expect(checkAttributes(car, { make: 'bmw', model: 'a4' }).errors).toEqual([
      { property: 'attributes.model', message: 'Pasirinkite reikšmę iš sąrašo.' },
    ]);
    expect(checkAttributes(car, { make: 'audi', model: 'a4', fuel: '', notes: '  ' })).toEqual({
      attributes: { make: 'audi', model: 'a4' },
      errors: [],
    });
  });
});

describe('postFacts', () => {
  it('gives the card its short line', () => {
    expect(cardLine(car, { make: 'audi', year: 2015, mileageKm: 182_000, fuel: 'diesel' })).toBe(
      '2015 m. · 182\u00a0000 km · Dyzelinas',
    );
    expect(cardLine(flat, { rooms: 2, areaM2: 48, floor: 3, floorsTotal: 5 })).toBe('2 kamb. · 48 m² · 3/5 a.');
    expect(cardLine(flat, { rooms: 2, floor: 3 })).toBe('2 kamb. · 3 a.');
  });
});

describe('parseAttributeFilters', () => {
  it('reads choices and ranges, and refuses a key the subcategory does not filter by', () => {
    expect(
      parseAttributeFilters(car, { 'attr.make': 'audi,bmw', 'attr.year.min': '2010', 'attr.year.max': '2018' }),
    ).toEqual({
      filters: [
        { key: 'make', kind: 'values', values: ['audi', 'bmw'] },
        { key: 'year', kind: 'range', min: 2010, max: 2018 },
      ],
    });
    expect(parseAttributeFilters(car, { 'attr.rooms': '2' }).error?.message).toBe('Nežinomas filtras.');
    expect(parseAttributeFilters(car, { 'attr.notes': 'x' }).error?.property).toBe('attr.notes');
    expect(parseAttributeFilters(car, { 'attr.year': '2010' }).error).toBeDefined();
  });
});
