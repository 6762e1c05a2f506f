// The town's settlements: the places an ad can be in, a list filter's choices, and words the search
// reads as a location, never as a product (DECISIONS #110, #111). Configured per town (TOWN_PLACES); see
// defaultPlaces for the default.

/** The Kėdainiai district's settlements (the demo town's). */
const KEDAINIAI_DISTRICT = [
  'Akademija',
  'Josvainiai',
  'Dotnuva',
  'Šėta',
  'Krakės',
  'Surviliškis',
  'Truskava',
  'Pernarava',
  'Gudžiūnai',
  'Vilainiai',
  'Labūnava',
] as const;

/** Village names common across Lithuania, which the demo ads use in any district (db/seed/demo/places.ts). */
export const DEMO_VILLAGES = [
  'Naujasodis',
  'Pakalniškiai',
  'Beržynė',
  'Ąžuolynė',
  'Liepynė',
  'Pašilė',
  'Dvarčiai',
  'Šilainiai',
  'Pamiškė',
  'Lankeliai',
  'Žibuokliai',
  'Rožynė',
] as const;

/**
 * The places when TOWN_PLACES is unset: the town first, the Kėdainiai district's settlements when the town is
 * Kėdainiai (the demo's), and the demo ads' villages, so the demo's ads can be found by their place.
 */
export function defaultPlaces(town: string): string[] {
  const district = town === 'Kėdainiai' ? KEDAINIAI_DISTRICT : [];
  return [...new Set([town, ...district, ...DEMO_VILLAGES])];
}

/** Lower case without diacritics, as lt_unaccent(lower(…)) gives it in the database. */
export function folded(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Nominative endings of Lithuanian place names, longest first: what is left is the root every case form of the
 * name starts with ('Kėdainiai' → 'kedain': Kėdainių, Kėdainiuose, Kėdainius).
 */
const NOMINATIVE_ENDINGS = ['iai', 'ai', 'ys', 'is', 'as', 'us', 'es', 'e', 'a', 'os'];
/**
 * The case endings (folded) of those names' declensions, singular and plural, that may follow a root: a word is
 * a place's form only with one of them ('Pašilė' → 'pasil': 'Pašilėje' is the place, 'pašildyti' is not).
 */
const CASE_ENDINGS = [
  ...['a', 'o', 'e', 'i', 'u', 'y', 'ai', 'os', 'oje', 'es', 'ei', 'eje', 'ia', 'ie', 'iai', 'iu', 'iams', 'ius'],
  ...['iuose', 'iuos', 'ams', 'us', 'uose', 'uos', 'is', 'io', 'iui', 'yje', 'ys', 'as', 'ui', 'uje', 'ose', 'ems'],
  ...['ese', 'om', 'oms', 'ioms'],
];
const CASE_ENDING = new RegExp(`^(?:${CASE_ENDINGS.join('|')})?$`);
/** A shorter root would take ordinary words for a place. */
const MIN_ROOT = 3;

/** The root of a place's one-word name (folded), or null when the name is several words. */
export function placeRoot(place: string): string | null {
  const name = folded(place.trim());
  if (!/^[a-z]+$/.test(name)) return null;
  const ending = NOMINATIVE_ENDINGS.find(
    (candidate) => name.endsWith(candidate) && name.length - candidate.length >= MIN_ROOT,
  );
  return ending ? name.slice(0, -ending.length) : name;
}

/** The place a typed word names in any case ('Akademijoje' → 'Akademija'), or null for any other word. */
export function placeOfWord(word: string, places: readonly string[]): string | null {
  const form = folded(word);
  for (const place of places) {
    const root = placeRoot(place);
    if (root && form.startsWith(root) && CASE_ENDING.test(form.slice(root.length))) return place;
  }
  return null;
}

/**
 * A PostgreSQL regular expression (ARE) finding any case form of any place in folded text, for
 * `lt_unaccent(lower(text)) ~ pattern`; null when no place has a one-word name.
 */
export function placeWordsPattern(places: readonly string[]): string | null {
  const roots = [...new Set(places.flatMap((place) => placeRoot(place) ?? []))];
  return roots.length > 0 ? `\\m(${roots.join('|')})(${CASE_ENDINGS.join('|')})?\\M` : null;
}

/** An ad's location names this place: the place itself, or 'Place, district' as the demo writes it. */
export function locationPrefix(place: string): string {
  return `${place},`;
}
