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
