import { DEMO_VILLAGES } from '../../../modules/places/index.ts';

/**
 * Where the demo ads are. Nothing here knows the configured town: its genitive is derived from the name
 * (Lithuanian place names follow a handful of endings) and the villages are names found in many districts.
 */

/** 'Kėdainiai' → 'Kėdainių', 'Utena' → 'Utenos', 'Panevėžys' → 'Panevėžio', 'Kaunas' → 'Kauno'. */
export function townGenitive(town: string): string {
  const endings: [string, string][] = [
    ['iai', 'ių'],
    ['ai', 'ų'],
    ['ys', 'io'],
    ['is', 'io'],
    ['as', 'o'],
    ['us', 'aus'],
    ['ė', 'ės'],
    ['a', 'os'],
  ];
  for (const [ending, genitive] of endings) {
    if (town.endsWith(ending)) return town.slice(0, -ending.length) + genitive;
  }
  return town; // an ending we do not know: the nominative still reads fine in 'X r.'
}

/** Village names common across Lithuania, so they fit any district (also on the default list of places). */
const villages = DEMO_VILLAGES;

/** Locations for the demo: mostly the town itself, some district villages ('Naujasodis, Kėdainių r.'). */
export function demoLocations(town: string): string[] {
  const district = `${townGenitive(town)} r.`;
  return [town, town, town, town, town, town, ...villages.map((village) => `${village}, ${district}`)];
}

/** Fills `{town}` and `{townOf}` in a demo text. */
export function withTown(text: string, town: string): string {
  return text.replaceAll('{townOf}', townGenitive(town)).replaceAll('{town}', town);
}
