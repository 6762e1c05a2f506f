import type { PostType } from './constants.ts';

/**
 * The Lithuanian text catalogue shared by the API and the web app.
 * Texts quoted by PRODUCT.md are used exactly as quoted; keep them here, not as literals in code,
 * so a second language could later be added by swapping this catalogue.
 */
export const validationMessages = {
  required: 'Laukelis yra privalomas.',
  email: 'Netinkamas el. pašto adresas.',
  minLength: (n: number | bigint) => `Turi būti sudarytas bent iš ${n} simbolių.`,
  maxLength: (n: number | bigint) => `Turi būti sudarytas nedaugiau kaip iš ${n} simbolių.`,
  pattern: (field: string) => `Netinkamas ${field}.`,
  lettersOnly: 'Laukelis gali būti sudarytas tik iš raidžių.',
  emailOrPhoneRequired: 'Negali būti tuščias.',
  emailOrPhoneFormat: 'Neteisingo formato el. paštas ar tel. numeris',
  termsRequired: 'Sutikimas privalomas.',
  /**
   * Not quoted by PRODUCT.md: each states the rule the value broke (validation.ts picks them). Numbers, whole
   * numbers, bounds (inclusive and not), list sizes, the allowed values, the expected kind of value, formats.
   */
  number: 'Turi būti skaičius.',
  integer: 'Turi būti sveikasis skaičius.',
  minNumber: (n: number | bigint) => `Turi būti ne mažiau kaip ${n}.`,
  maxNumber: (n: number | bigint) => `Turi būti ne daugiau kaip ${n}.`,
  moreThan: (n: number | bigint) => `Turi būti daugiau nei ${n}.`,
  lessThan: (n: number | bigint) => `Turi būti mažiau nei ${n}.`,
  minItems: (n: number | bigint) => `Per mažai reikšmių: turi būti ne mažiau kaip ${n}.`,
  maxItems: (n: number | bigint) => `Per daug reikšmių: gali būti ne daugiau kaip ${n}.`,
  /** The allowed values, when there are few enough to list. */
  oneOf: (values: readonly unknown[]) => `Leistinos reikšmės: ${values.map(String).join(', ')}.`,
  text: 'Turi būti tekstas.',
  boolean: 'Turi būti true arba false.',
  list: 'Turi būti sąrašas.',
  object: 'Turi būti objektas su laukeliais.',
  uuid: 'Turi būti UUID formato identifikatorius.',
  dateTime: 'Turi būti data ir laikas ISO 8601 formatu su laiko juosta, pvz. 2026-01-31T12:00:00Z.',
  invalidChoice: 'Netinkama reikšmė.',
  invalidValue: 'Netinkama reikšmė.',
  /** The list's location filter names no settlement of the town's list (GET /api/posts/list `location`). */
  unknownPlace: 'Tokios vietovės sąraše nėra. Pasirinkite vietovę iš sąrašo.',
} as const;

export const errorMessages = {
  /** Shown when a response carries no messages of its own (PRODUCT.md §8). */
  clientOrServer: 'Įvyko kliento/serverio klaida.',
  server: 'Įvyko serverio klaida.',
  notFoundPage: '404: Puslapis nerastas.',
  /** An ad that existed and is no longer shown (410): its page's notice and its title. */
  goneAd: 'Šis skelbimas nebegalioja.',
  goneAdTitle: 'Skelbimas nebegalioja',
  /** The raw 404 text of PRODUCT.md §2, used for unknown API routes. */
  notFoundRaw: 'This page could not be found',
  reportFallback: 'Įvyko klaida.',
  unknown: 'Įvyko nežinoma klaida.',
  facebookToken: 'Nepavyko gauti tokeno iš facebook.',
  validation: 'Patikrinkite pažymėtus laukelius.',
  tooManyRequests: 'Per daug užklausų. Pabandykite vėliau.',
  unauthorized: 'Prisijunkite.',
  forbidden: 'Neturite teisės atlikti šio veiksmo.',
} as const;

/** Lithuanian names of fields, for messages such as 'Netinkamas {field}.' */
export const fieldLabels: Record<string, string> = {
  emailOrPhone: 'el. paštas ar tel. numeris',
  email: 'el. paštas',
  newEmail: 'el. paštas',
  phoneNumber: 'tel. numeris',
  newPhone: 'tel. numeris',
  prefix: 'kodo priešdėlis',
  code: 'kodas',
};

/** PRODUCT.md §3's names of the post types. */
export const postTypeLabels = {
  sell: 'Parduoda',
  buy: 'Perka',
  rentOut: 'Nuomoja',
  rentWanted: 'Išsinuomotų',
  giveAway: 'Dovanoja',
  exchange: 'Keičia',
  offer: 'Siūlo',
  seek: 'Ieško',
} as const satisfies Record<PostType, string>;

/** What the held-ads feature says; here, not in holds.ts, so screens read it without zod's schemas. */
export const holdMessages = {
  /** The create/edit answer's message when the ad was held (the form shows it). */
  heldOnSave: 'Skelbimas laukia patikrinimo: jame yra žodis, kurį moderatoriai turi peržiūrėti prieš paskelbiant.',
  reasonWord: (word: string) => `Skelbime yra draudžiamų žodžių sąraše esantis žodis ar frazė „${word}“.`,
  reasonReports: (count: number) => `Apie skelbimą pranešė ${count} skirtingi vartotojai.`,
  released: 'Skelbimas patvirtintas ir vėl matomas visiems.',
  notHeld: 'Skelbimas nelaukia patikrinimo.',
  wordAdded: 'Žodis įtrauktas į sąrašą.',
  wordRemoved: 'Žodis pašalintas iš sąrašo.',
  wordExists: 'Toks žodis jau yra sąraše.',
  wordNotFound: 'Žodis nerastas.',
  wordTooShort: 'Žodis turi būti bent 3 raidžių.',
} as const;
