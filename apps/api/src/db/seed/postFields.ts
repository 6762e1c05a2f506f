import type { PostField, PostFieldOption } from '@skelbimai/contract';
import { slugify } from '@skelbimai/contract';

/**
 * The fields of each kind of ad (PRODUCT.md §25), seeded by subcategory id. Merged into categories.fields at
 * each start-up (mergeSeededFields): a seeded field or choice is added when missing, and what an administrator
 * added on the dashboard stays (decision 0083).
 */

/** Options from labels: the value is the label's ASCII slug ('Škoda' → 'skoda', 'Mercedes-Benz' → 'mercedes-benz'). */
const options = (...labels: string[]): PostFieldOption[] => labels.map((label) => ({ value: slugify(label), label }));
const labelled = (pairs: [string, string][]): PostFieldOption[] => pairs.map(([value, label]) => ({ value, label }));

const base = { required: false, onCard: false, filterable: true } as const;

/** The makes and models common on Lithuania's roads and in its ads. */
export const carModels: Record<string, string[]> = {
  Volkswagen: [
    'Golf',
    'Passat',
    'Touran',
    'Sharan',
    'Polo',
    'Tiguan',
    'Touareg',
    'Caddy',
    'Transporter',
    'Jetta',
    'Bora',
    'Arteon',
    'T-Roc',
    'ID.3',
    'ID.4',
    'Up',
  ],
  Audi: ['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'Q3', 'Q5', 'Q7', 'Q8', 'e-tron', 'TT', '80', '100'],
  BMW: ['1 serija', '3 serija', '5 serija', '7 serija', 'X1', 'X3', 'X5', 'X6', 'i3', 'iX', '4 serija'],
  Toyota: ['Corolla', 'Avensis', 'Auris', 'Yaris', 'RAV4', 'Camry', 'Prius', 'C-HR', 'Land Cruiser', 'Hilux', 'Verso'],
  Opel: ['Astra', 'Vectra', 'Zafira', 'Insignia', 'Corsa', 'Meriva', 'Omega', 'Mokka', 'Vivaro'],
  Škoda: ['Octavia', 'Superb', 'Fabia', 'Rapid', 'Kodiaq', 'Karoq', 'Yeti', 'Roomster', 'Enyaq'],
  'Mercedes-Benz': [
    'A klasė',
    'B klasė',
    'C klasė',
    'E klasė',
    'S klasė',
    'ML',
    'GLC',
    'GLE',
    'Vito',
    'Sprinter',
    'CLA',
  ],
  Volvo: ['V40', 'V50', 'V60', 'V70', 'V90', 'S40', 'S60', 'S80', 'XC40', 'XC60', 'XC70', 'XC90'],
  Ford: ['Focus', 'Mondeo', 'Fiesta', 'Galaxy', 'S-Max', 'C-Max', 'Kuga', 'Transit', 'Mustang'],
  Peugeot: ['206', '207', '208', '307', '308', '407', '508', '2008', '3008', '5008', 'Partner'],
  Renault: ['Megane', 'Laguna', 'Scenic', 'Clio', 'Kangoo', 'Espace', 'Captur', 'Kadjar', 'Trafic', 'Zoe'],
  Citroën: ['C3', 'C4', 'C5', 'C4 Picasso', 'Berlingo', 'Xsara', 'Jumper'],
  Nissan: ['Qashqai', 'X-Trail', 'Note', 'Micra', 'Primera', 'Almera', 'Juke', 'Leaf', 'Navara'],
  Honda: ['Civic', 'Accord', 'CR-V', 'Jazz', 'HR-V', 'FR-V'],
  Mazda: ['3', '6', '5', 'CX-3', 'CX-5', 'CX-30', 'CX-7', 'MX-5'],
  Kia: ['Ceed', 'Sportage', 'Sorento', 'Rio', 'Picanto', 'Niro', 'Carens', 'Optima', 'EV6'],
  Hyundai: ['i30', 'i20', 'i40', 'Tucson', 'Santa Fe', 'Kona', 'ix35', 'Ioniq', 'Elantra'],
  Tesla: ['Model 3', 'Model S', 'Model X', 'Model Y'],
  Seat: ['Leon', 'Ibiza', 'Alhambra', 'Altea', 'Toledo', 'Ateca'],
  Subaru: ['Forester', 'Outback', 'Legacy', 'Impreza', 'XV'],
  Mitsubishi: ['Outlander', 'Lancer', 'ASX', 'Pajero', 'L200', 'Colt'],
  Dacia: ['Duster', 'Logan', 'Sandero', 'Jogger'],
  Fiat: ['Punto', 'Panda', '500', 'Doblo', 'Ducato', 'Bravo'],
  Lexus: ['RX', 'NX', 'IS', 'GS', 'UX', 'CT'],
  Porsche: ['Cayenne', 'Macan', 'Panamera', '911', 'Taycan'],
  'Land Rover': ['Range Rover', 'Range Rover Sport', 'Discovery', 'Freelander', 'Defender', 'Evoque'],
  Jeep: ['Grand Cherokee', 'Cherokee', 'Compass', 'Renegade', 'Wrangler'],
  Chrysler: ['Voyager', 'Town & Country', '300C'],
  Lada: ['Niva', '2107', 'Vesta'],
};

export const motoModels: Record<string, string[]> = {
  Yamaha: ['MT-07', 'MT-09', 'YZF-R1', 'YZF-R6', 'FZ6', 'XJ6', 'Tracer 900', 'Ténéré 700', 'YBR 125', 'Aerox', 'Neos'],
  Honda: ['CBR600RR', 'CBR1000RR', 'CB500F', 'CB650R', 'Hornet', 'CBF 600', 'Africa Twin', 'NC750X', 'Shadow', 'PCX'],
  Suzuki: ['GSX-R600', 'GSX-R750', 'GSX-R1000', 'SV650', 'V-Strom 650', 'Bandit 650', 'Hayabusa', 'Burgman'],
  Kawasaki: ['Ninja 650', 'Ninja ZX-6R', 'Z650', 'Z900', 'Versys 650', 'ER-6n', 'Vulcan'],
  BMW: ['R 1250 GS', 'R 1200 GS', 'F 800 GS', 'S 1000 RR', 'F 900 R', 'K 1600'],
  KTM: ['Duke 390', 'Duke 790', '690 Enduro', 'EXC 300', '1290 Super Adventure'],
  'Harley-Davidson': ['Sportster', 'Softail', 'Street Glide', 'Fat Boy', 'Iron 883'],
  Ducati: ['Monster', 'Panigale V4', 'Multistrada', 'Scrambler'],
  Triumph: ['Street Triple', 'Tiger 900', 'Bonneville', 'Speed Triple'],
  Aprilia: ['RS 660', 'Tuono', 'SR 50'],
  Piaggio: ['Vespa', 'Liberty', 'Beverly', 'Zip'],
  Minsk: ['125', 'D4'],
};

export const phoneModels: Record<string, string[]> = {
  Apple: [
    'iPhone 11',
    'iPhone 12',
    'iPhone 13',
    'iPhone 14',
    'iPhone 14 Pro',
    'iPhone 15',
    'iPhone 15 Pro',
    'iPhone 16',
    'iPhone 16 Pro',
    'iPhone SE',
  ],
  Samsung: [
    'Galaxy S21',
    'Galaxy S22',
    'Galaxy S23',
    'Galaxy S24',
    'Galaxy A14',
    'Galaxy A34',
    'Galaxy A54',
    'Galaxy A55',
    'Galaxy Z Flip',
    'Galaxy Z Fold',
  ],
  Xiaomi: ['Redmi Note 10', 'Redmi Note 12', 'Redmi Note 13', 'Xiaomi 13', 'Xiaomi 14', 'Poco X6'],
  Google: ['Pixel 7', 'Pixel 8', 'Pixel 8 Pro', 'Pixel 9'],
  OnePlus: ['OnePlus 11', 'OnePlus 12', 'Nord 3'],
  Motorola: ['Moto G54', 'Edge 40', 'Razr'],
  Nokia: ['G22', 'X30', '3310'],
  Huawei: ['P30', 'P40', 'Mate 20'],
};

/** Parent options and the children keyed by the parent's value, from a make → models table. */
function makesAndModels(table: Record<string, string[]>) {
  const makes = options(...Object.keys(table));
  const byMake: Record<string, PostFieldOption[]> = {};
  for (const [make, models] of Object.entries(table)) {
    byMake[slugify(make)] = models.map((label) => ({ value: slugify(label), label }));
  }
  return { makes, byMake };
}

const cars = makesAndModels(carModels);
const motos = makesAndModels(motoModels);
const phones = makesAndModels(phoneModels);

export const conditionField: PostField = {
  ...base,
  key: 'condition',
  label: 'Būklė',
  type: 'choice',
  onCard: true,
  options: labelled([
    ['new', 'Nauja'],
    ['used', 'Naudota'],
    ['for-parts', 'Dalims'],
  ]),
};

const fuelField: PostField = {
  ...base,
  key: 'fuel',
  label: 'Kuro tipas',
  type: 'choice',
  onCard: true,
  options: labelled([
    ['diesel', 'Dyzelinas'],
    ['petrol', 'Benzinas'],
    ['petrol-lpg', 'Benzinas / dujos'],
    ['hybrid', 'Hibridas'],
    ['plug-in-hybrid', 'Įkraunamas hibridas'],
    ['electric', 'Elektra'],
  ]),
};

const mileageField: PostField = {
  ...base,
  key: 'mileageKm',
  label: 'Rida',
  type: 'number',
  unit: 'km',
  min: 0,
  max: 2_000_000,
  decimals: 0,
  onCard: true,
};

const carFields: PostField[] = [
  {
    ...base,
    key: 'make',
    label: 'Markė',
    type: 'choice',
    required: true,
    requiredMessage: 'Pasirinkite markę.',
    options: cars.makes,
  },
  {
    ...base,
    key: 'model',
    label: 'Modelis',
    type: 'choice',
    required: true,
    requiredMessage: 'Pasirinkite modelį.',
    options: [],
    dependsOn: 'make',
    optionsByParent: cars.byMake,
  },
  {
    ...base,
    key: 'year',
    label: 'Pagaminimo metai',
    type: 'year',
    min: 1950,
    required: true,
    onCard: true,
    requiredMessage: 'Nurodykite pagaminimo metus.',
  },
  mileageField,
  fuelField,
  {
    ...base,
    key: 'gearbox',
    label: 'Pavarų dėžė',
    type: 'choice',
    options: labelled([
      ['manual', 'Mechaninė'],
      ['automatic', 'Automatinė'],
    ]),
  },
  {
    ...base,
    key: 'bodyType',
    label: 'Kėbulo tipas',
    type: 'choice',
    options: labelled([
      ['sedan', 'Sedanas'],
      ['estate', 'Universalas'],
      ['hatchback', 'Hečbekas'],
      ['suv', 'Visureigis'],
      ['minivan', 'Vienatūris'],
      ['coupe', 'Kupė'],
      ['convertible', 'Kabrioletas'],
      ['van', 'Komercinis'],
      ['pickup', 'Pikapas'],
    ]),
  },
  { ...base, key: 'engineLitres', label: 'Variklio tūris', type: 'number', unit: 'l', min: 0.5, max: 8, decimals: 1 },
  { ...base, key: 'powerKw', label: 'Galia', type: 'number', unit: 'kW', min: 1, max: 1000, decimals: 0 },
  {
    ...base,
    key: 'colour',
    label: 'Spalva',
    type: 'choice',
    options: labelled([
      ['black', 'Juoda'],
      ['white', 'Balta'],
      ['grey', 'Pilka'],
      ['silver', 'Sidabrinė'],
      ['blue', 'Mėlyna'],
      ['red', 'Raudona'],
      ['green', 'Žalia'],
      ['brown', 'Ruda'],
      ['beige', 'Smėlio'],
      ['yellow', 'Geltona'],
      ['other', 'Kita'],
    ]),
  },
  { ...base, key: 'inspectionUntil', label: 'Techninė apžiūra iki', type: 'month', filterable: false },
];

const motoFields: PostField[] = [
  {
    ...base,
    key: 'make',
    label: 'Markė',
    type: 'choice',
    required: true,
    requiredMessage: 'Pasirinkite markę.',
    options: motos.makes,
  },
  {
    ...base,
    key: 'model',
    label: 'Modelis',
    type: 'choice',
    required: true,
    requiredMessage: 'Pasirinkite modelį.',
    options: [],
    dependsOn: 'make',
    optionsByParent: motos.byMake,
  },
  {
    ...base,
    key: 'year',
    label: 'Pagaminimo metai',
    type: 'year',
    min: 1950,
    required: true,
    onCard: true,
    requiredMessage: 'Nurodykite pagaminimo metus.',
  },
  mileageField,
  {
    ...base,
    key: 'engineCc',
    label: 'Variklio tūris',
    type: 'number',
    unit: 'cm³',
    min: 49,
    max: 2500,
    decimals: 0,
    onCard: true,
  },
  {
    ...base,
    key: 'motoType',
    label: 'Tipas',
    type: 'choice',
    options: labelled([
      ['sport', 'Sportinis'],
      ['naked', 'Nakedbike'],
      ['touring', 'Turistinis'],
      ['enduro', 'Enduro'],
      ['chopper', 'Čioperis'],
      ['scooter', 'Motoroleris'],
      ['moped', 'Mopedas'],
    ]),
  },
];

const heatingField: PostField = {
  ...base,
  key: 'heating',
  label: 'Šildymas',
  type: 'choice',
  options: labelled([
    ['central', 'Centrinis'],
    ['central-collector', 'Centrinis kolektorinis'],
    ['gas', 'Dujinis'],
    ['electric', 'Elektra'],
    ['heat-pump', 'Šilumos siurblys'],
    ['solid-fuel', 'Kietu kuru'],
    ['geothermal', 'Geoterminis'],
  ]),
};

const equipmentField: PostField = {
  ...base,
  key: 'equipment',
  label: 'Įrengimas',
  type: 'choice',
  options: labelled([
    ['furnished', 'Įrengtas'],
    ['partly', 'Dalinė apdaila'],
    ['unfinished', 'Neįrengtas'],
    ['not-finished-building', 'Nebaigtas statyti'],
  ]),
};

const roomsField: PostField = {
  ...base,
  key: 'rooms',
  label: 'Kambarių skaičius',
  type: 'number',
  unit: 'kamb.',
  min: 1,
  max: 20,
  decimals: 0,
  onCard: true,
};
const areaField: PostField = {
  ...base,
  key: 'areaM2',
  label: 'Plotas',
  type: 'number',
  unit: 'm²',
  min: 5,
  max: 2000,
  decimals: 2,
  onCard: true,
};
const floorField: PostField = {
  ...base,
  key: 'floor',
  label: 'Aukštas',
  type: 'number',
  // '3/5 a.' on the card and the page: the floor of the building's floors.
  unit: 'a.',
  outOf: 'floorsTotal',
  min: -1,
  max: 40,
  decimals: 0,
  onCard: true,
};
const floorsTotalField: PostField = {
  ...base,
  key: 'floorsTotal',
  label: 'Aukštų skaičius',
  type: 'number',
  min: 1,
  max: 40,
  decimals: 0,
};
const yearBuiltField: PostField = { ...base, key: 'yearBuilt', label: 'Statybos metai', type: 'year', min: 1800 };
const plotField: PostField = {
  ...base,
  key: 'plotAres',
  label: 'Sklypo plotas',
  type: 'number',
  unit: 'a',
  min: 0.5,
  max: 100_000,
  decimals: 2,
};

const flatFields: PostField[] = [
  roomsField,
  areaField,
  floorField,
  floorsTotalField,
  yearBuiltField,
  heatingField,
  equipmentField,
];
const houseFields: PostField[] = [
  roomsField,
  areaField,
  { ...floorsTotalField, onCard: false },
  yearBuiltField,
  heatingField,
  equipmentField,
  { ...plotField, onCard: true },
];
const rentFields: PostField[] = [
  {
    ...base,
    key: 'propertyKind',
    label: 'Nuomojama',
    type: 'choice',
    onCard: true,
    options: labelled([
      ['flat', 'Butas'],
      ['house', 'Namas'],
      ['room', 'Kambarys'],
    ]),
  },
  { ...roomsField, onCard: false },
  areaField,
  floorField,
  floorsTotalField,
  yearBuiltField,
  heatingField,
  equipmentField,
  plotField,
];

const employmentField: PostField = {
  ...base,
  key: 'employment',
  label: 'Darbo pobūdis',
  type: 'choice',
  onCard: true,
  options: labelled([
    ['full-time', 'Pilnas etatas'],
    ['part-time', 'Nepilnas etatas'],
    ['shifts', 'Pamaininis'],
    ['remote', 'Nuotolinis'],
    ['seasonal', 'Sezoninis'],
  ]),
};
const salaryFrom: PostField = {
  ...base,
  key: 'salaryFrom',
  label: 'Atlyginimas nuo',
  type: 'number',
  unit: '€',
  min: 0,
  max: 100_000,
  decimals: 0,
  onCard: true,
};
const salaryTo: PostField = {
  ...base,
  key: 'salaryTo',
  label: 'Atlyginimas iki',
  type: 'number',
  unit: '€',
  min: 0,
  max: 100_000,
  decimals: 0,
};

const phoneFields: PostField[] = [
  { ...base, key: 'make', label: 'Gamintojas', type: 'choice', options: phones.makes },
  {
    ...base,
    key: 'model',
    label: 'Modelis',
    type: 'choice',
    options: [],
    dependsOn: 'make',
    optionsByParent: phones.byMake,
  },
  {
    ...base,
    key: 'memoryGb',
    label: 'Atmintis',
    type: 'choice',
    onCard: true,
    options: ['32', '64', '128', '256', '512', '1024'].map((gb) => ({
      value: gb,
      label: gb === '1024' ? '1 TB' : `${gb} GB`,
    })),
  },
  conditionField,
];

/** Electronics other than phones: a make from a list, the model as typed. */
const electronicsFields = (makes: string[], memory: boolean): PostField[] => [
  { ...base, key: 'make', label: 'Gamintojas', type: 'choice', options: options(...makes) },
  { ...base, key: 'model', label: 'Modelis', type: 'text', maxLength: 60, filterable: false },
  ...(memory
    ? [
        {
          ...base,
          key: 'memoryGb',
          label: 'Operatyvioji atmintis',
          type: 'number',
          unit: 'GB',
          min: 1,
          max: 1024,
          decimals: 0,
        } as PostField,
      ]
    : []),
  conditionField,
];

/** Fields by subcategory id (categories.ts: parent id + position). */
export const postFieldSeeds: Record<number, PostField[]> = {
  101: flatFields,
  102: houseFields,
  106: rentFields,
  201: carFields,
  202: motoFields,
  203: [conditionField],
  204: [conditionField],
  301: [salaryFrom, salaryTo, employmentField],
  302: [{ ...salaryFrom, label: 'Norimas atlyginimas nuo' }, employmentField],
  401: [conditionField],
  402: [conditionField],
  404: [conditionField],
  405: [conditionField],
  406: [conditionField],
  501: electronicsFields(['Apple', 'Lenovo', 'HP', 'Dell', 'Asus', 'Acer', 'MSI', 'Microsoft', 'Samsung'], true),
  502: phoneFields,
  503: electronicsFields(['Samsung', 'LG', 'Sony', 'Philips', 'Panasonic', 'TCL', 'Hisense', 'Bose', 'JBL'], false),
  504: electronicsFields(['Canon', 'Nikon', 'Sony', 'Fujifilm', 'Panasonic', 'Olympus', 'GoPro', 'DJI'], false),
  505: electronicsFields(['Sony', 'Microsoft', 'Nintendo', 'Valve'], false),
  602: [conditionField],
  603: [conditionField],
  604: [conditionField],
};

/** A field's options with the seeded ones that are missing added at the end. */
function mergeOptions(kept: PostFieldOption[], seeded: PostFieldOption[]): PostFieldOption[] {
  const have = new Set(kept.map((option) => option.value));
  return [...kept, ...seeded.filter((option) => !have.has(option.value))];
}

/**
 * The stored fields with the seed merged in: a seeded field missing is added (in seed order), a stored one keeps
 * what it has (an administrator's added choices and fields stay) and gains the seed's new choices.
 */
export function mergeSeededFields(stored: readonly PostField[], seeded: readonly PostField[]): PostField[] {
  const storedByKey = new Map(stored.map((field) => [field.key, field]));
  const merged: PostField[] = seeded.map((seed) => {
    const kept = storedByKey.get(seed.key);
    if (!kept || kept.type !== seed.type) return seed;
    if (
      (kept.type === 'choice' || kept.type === 'multiChoice') &&
      (seed.type === 'choice' || seed.type === 'multiChoice')
    ) {
      const field = { ...seed, options: mergeOptions(kept.options, seed.options) } as PostField;
      if (field.type === 'choice' && kept.type === 'choice' && seed.type === 'choice' && seed.optionsByParent) {
        const byParent: Record<string, PostFieldOption[]> = { ...(kept.optionsByParent ?? {}) };
        for (const [parent, children] of Object.entries(seed.optionsByParent))
          byParent[parent] = mergeOptions(byParent[parent] ?? [], children);
        field.optionsByParent = byParent;
      }
      return field;
    }
    return seed;
  });
  const seededKeys = new Set(seeded.map((field) => field.key));
  return [...merged, ...stored.filter((field) => !seededKeys.has(field.key))];
}
