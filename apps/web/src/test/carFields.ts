import type { PostField } from '@skelbimai/contract';

/** A small copy of the cars' fields as the API seeds them (PRODUCT.md §25), for the screens' unit tests. */
export const carFields: PostField[] = [
  {
    key: 'make',
    label: 'Markė',
    type: 'choice',
    required: true,
    onCard: false,
    filterable: true,
    requiredMessage: 'Pasirinkite markę.',
    options: [
      { value: 'audi', label: 'Audi' },
      { value: 'volkswagen', label: 'Volkswagen' },
    ],
  },
  {
    key: 'model',
    label: 'Modelis',
    type: 'choice',
    required: true,
    onCard: false,
    filterable: true,
    options: [],
    dependsOn: 'make',
    optionsByParent: {
      audi: [
        { value: 'a4', label: 'A4' },
        { value: 'a6', label: 'A6' },
      ],
      volkswagen: [
        { value: 'golf', label: 'Golf' },
        { value: 'passat', label: 'Passat' },
      ],
    },
  },
  { key: 'year', label: 'Metai', type: 'year', required: true, onCard: true, filterable: true, min: 1950 },
  {
    key: 'mileageKm',
    label: 'Rida',
    type: 'number',
    unit: 'km',
    min: 0,
    max: 2_000_000,
    decimals: 0,
    required: false,
    onCard: true,
    filterable: true,
  },
  {
    key: 'fuel',
    label: 'Kuras',
    type: 'choice',
    required: false,
    onCard: true,
    filterable: true,
    options: [
      { value: 'diesel', label: 'Dyzelinas' },
      { value: 'petrol', label: 'Benzinas' },
    ],
  },
  { key: 'inspectionUntil', label: 'TA iki', type: 'month', required: false, onCard: false, filterable: false },
  {
    key: 'extras',
    label: 'Įranga',
    type: 'multiChoice',
    required: false,
    onCard: false,
    filterable: true,
    options: [
      { value: 'towbar', label: 'Kablys' },
      { value: 'climate', label: 'Klimato kontrolė' },
    ],
  },
];
