/**
 * Texts of an ad's fields on the screens (PRODUCT.md §25): the form's fields block, the ad page's table, the
 * filters and the dashboard's 'Skelbimų laukai' page. The fields' own labels and choices come with the fields.
 */
export const tat = {
  form: {
    /** The heading of the block of the subcategory's fields in the ad form. */
    heading: 'Parametrai',
    loading: 'Įkeliami parametrai…',
    failed: 'Nepavyko gauti šios subkategorijos parametrų. Bandykite dar kartą.',
    yes: 'Taip',
    no: 'Ne',
    /** A model's select before a make is chosen. */
    chooseParentFirst: (parent: string) => `Pirmiau pasirinkite: ${parent}`,
  },
  page: { heading: 'Parametrai' },
  filters: {
    from: 'nuo',
    to: 'iki',
    /** The range's inputs as a screen reader hears them. */
    fromLabel: (label: string) => `${label} nuo`,
    toLabel: (label: string) => `${label} iki`,
    /** 'Dyzelinas (23)'. */
    option: (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`),
    yes: 'Taip',
    no: 'Ne',
    /**
     * The contract's attributeMessages words, kept here because the contract's root brings zod into the list's
     * script (lib/contract.ts).
     */
    notNumber: 'Įveskite skaičių.',
    notMonth: 'Nurodykite metus ir mėnesį.',
  },
  /** A saved search's attribute filters, readably: 'Kuras: Dyzelinas, Benzinas', 'Metai: nuo 2015 iki 2020'. */
  saved: {
    values: (label: string, values: string) => `${label}: ${values}`,
    range: (label: string, min?: string, max?: string) =>
      `${label}: ${[min !== undefined ? `nuo ${min}` : '', max !== undefined ? `iki ${max}` : ''].filter(Boolean).join(' ')}`,
  },
} as const;

/** The dashboard's 'Skelbimų laukai' page (administrators, PRODUCT.md §25). */
export const tatAdmin = {
  hint: 'Kiekviena subkategorija turi savo laukelius. Pridėta reikšmė ar laukelis iškart atsiranda skelbimo formoje ir filtruose; esami skelbimai savo reikšmes išlaiko.',
  subCategory: 'Subkategorija',
  chooseSubCategory: 'Pasirinkite subkategoriją, kad matytumėte jos laukelius.',
  fieldsTable: 'Subkategorijos laukeliai',
  noFields: 'Ši subkategorija laukelių neturi.',
  loadFailed: 'Nepavyko gauti laukelių.',
  columns: {
    key: 'Raktas',
    label: 'Pavadinimas',
    type: 'Tipas',
    flags: 'Savybės',
    choices: 'Reikšmės',
  },
  types: {
    number: 'Skaičius',
    year: 'Metai',
    month: 'Mėnuo',
    choice: 'Pasirinkimas',
    multiChoice: 'Keli pasirinkimai',
    yesNo: 'Taip / Ne',
    text: 'Tekstas',
  },
  flags: { required: 'privalomas', onCard: 'kortelėje', filterable: 'filtruose' },
  /** 'priklauso nuo: Markė'. */
  dependsOn: (label: string) => `priklauso nuo: ${label}`,
  choiceCount: (count: number) => String(count),
  option: {
    heading: 'Nauja reikšmė',
    field: 'Laukelis',
    parent: (label: string) => `Kuriai reikšmei (${label})`,
    label: 'Reikšmės pavadinimas',
    value: 'Reikšmė adrese (nebūtina)',
    valueHint: 'Lotyniškos mažosios raidės, skaitmenys ir brūkšneliai; jei tuščia, sudaroma iš pavadinimo.',
    submit: 'Pridėti reikšmę',
    noChoiceFields: 'Ši subkategorija neturi laukelių su pasirinkimais.',
  },
  field: {
    heading: 'Naujas laukelis',
    key: 'Raktas',
    keyHint: 'Lotyniškomis raidėmis, pvz. „seatCount“; adrese bus attr.seatCount.',
    label: 'Pavadinimas',
    type: 'Tipas',
    required: 'Privalomas',
    onCard: 'Rodyti kortelėje',
    filterable: 'Rodyti filtruose',
    unit: 'Matavimo vienetas',
    min: 'Mažiausia reikšmė',
    max: 'Didžiausia reikšmė',
    decimals: 'Skaitmenų po kablelio',
    yearMin: 'Ankstyviausi metai',
    maxLength: 'Didžiausias ilgis',
    options: 'Reikšmės (po vieną eilutėje)',
    submit: 'Pridėti laukelį',
    numberNeeded: 'Įveskite skaičių.',
    keyFormat: 'Raktas prasideda mažąja lotyniška raide, be tarpų.',
    labelNeeded: 'Įveskite pavadinimą.',
    optionsNeeded: 'Įrašykite bent vieną reikšmę.',
  },
} as const;
