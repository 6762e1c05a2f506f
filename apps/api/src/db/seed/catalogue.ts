/** Seeded price lists and moderation reasons of PRODUCT.md §3. Money in integer cents. */

export const topUpOptionSeeds = [
  { id: 1, amountCents: 500, bonusCents: 0, sortOrder: 1 },
  { id: 2, amountCents: 1000, bonusCents: 100, sortOrder: 2 },
  { id: 3, amountCents: 2000, bonusCents: 300, sortOrder: 3 },
  { id: 4, amountCents: 5000, bonusCents: 1000, sortOrder: 4 },
];

/** `code` is stable: orders and ads switch on it. */
export const advertServiceSeeds = [
  {
    id: 1,
    code: 'bump',
    name: 'Iškėlimas į viršų',
    description: 'Skelbimas vieną kartą iškeliamas į sąrašų viršų, lyg būtų ką tik įdėtas.',
    icon: 'vertical_align_top',
    priceCents: 50,
    durationDays: null,
  },
  {
    id: 2,
    code: 'highlight',
    name: 'Paryškinimas',
    description: 'Skelbimo kortelė 7 dienas rodoma spalvota ir labiau krenta į akis.',
    icon: 'format_color_fill',
    priceCents: 100,
    durationDays: 7,
  },
  {
    id: 3,
    code: 'top',
    name: 'TOP skelbimas',
    description: 'Skelbimas 7 dienas rodomas pirmas savo kategorijos ir paieškos sąrašuose.',
    icon: 'star',
    priceCents: 200,
    durationDays: 7,
  },
  {
    id: 4,
    code: 'homepage',
    name: 'Pradžios puslapyje',
    description: 'Skelbimas 7 dienas rodomas pradžios puslapio vitrinoje.',
    icon: 'home',
    priceCents: 300,
    durationDays: 7,
  },
  {
    id: 5,
    code: 'autoBump',
    name: 'Automatinis iškėlimas',
    description: 'Skelbimas 7 dienas kasdien automatiškai iškeliamas į sąrašų viršų.',
    icon: 'autorenew',
    priceCents: 250,
    durationDays: 7,
  },
  {
    id: 6,
    code: 'urgent',
    name: 'Žymė „Skubu“',
    description: 'Skelbimas 7 dienas pažymimas žyme „Skubu“.',
    icon: 'bolt',
    priceCents: 50,
    durationDays: 7,
  },
  {
    id: 7,
    code: 'facebook',
    name: 'Paskelbimas Facebook grupėje',
    description: 'Administratorius paskelbia skelbimą portalo Facebook grupėje.',
    icon: 'share',
    priceCents: 150,
    durationDays: null,
  },
] as const;

type ServiceCode = (typeof advertServiceSeeds)[number]['code'];

export const advertServicePackSeeds: {
  id: number;
  code: string;
  name: string;
  priceCents: number;
  services: ServiceCode[];
}[] = [
  { id: 1, code: 'start', name: 'Startas', priceCents: 120, services: ['bump', 'highlight'] },
  { id: 2, code: 'popular', name: 'Populiarus', priceCents: 300, services: ['top', 'highlight', 'urgent'] },
  {
    id: 3,
    code: 'maximum',
    name: 'Maksimalus',
    priceCents: 700,
    services: ['homepage', 'top', 'highlight', 'autoBump', 'facebook'],
  },
];

export const postReportReasonSeeds = [
  'Netinkama kategorija',
  'Sukčiavimas ar apgaulė',
  'Neteisinga kaina ar informacija',
  'Skelbimas nebeaktualus',
  'Draudžiama prekė ar paslauga',
  'Įžeidžiantis turinys',
  'Pasikartojantis skelbimas',
  'Kita',
].map((name, index) => ({ id: index + 1, name, requiresComment: name === 'Kita', sortOrder: index + 1 }));
