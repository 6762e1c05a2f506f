import { type SQL, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema/index.ts';
import { placeOfWord, placeWordsPattern } from '../../places/index.ts';
import { type SearchTokens, searchTokens } from '../../search/index.ts';

// The town's places in a list (DECISIONS #110, #111): the location filter, and a query's place names read as
// locations rather than product words.

/**
 * Ads located in the place: the location the form picked ('Akademija'), or a free-text one that starts with it
 * ('Naujasodis, Kėdainių r.', as the demo and older ads write it). Served by posts_location_idx (migration 0019).
 */
export function locatedIn(place: string): SQL {
  return sql`(${posts.location} = ${place} or ${posts.location} like ${`${escapeLike(place)},%`})`;
}

/** Ads located in the place, or whose text names it in any case form ('butas Akademijoje'). */
export function locatedInOrNaming(place: string): SQL {
  const pattern = placeWordsPattern([place]);
  if (!pattern) return locatedIn(place);
  // The stem through search_vector's index, then the case forms on the candidates' text.
  const naming = sql`(${posts.searchVector} @@ plainto_tsquery('public.lt', ${place})
    and lower(lt_unaccent(${posts.title} || ' ' || ${posts.description})) ~ ${pattern})`;
  return sql`(${locatedIn(place)} or ${naming})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (sign) => `\\${sign}`);
}

export interface PlaceWords {
  /** The places the keyword's words name, each once. */
  places: string[];
  /** The keyword without them (null when every word was a place). */
  tokens: SearchTokens | null;
}

/**
 * A keyword of plain words with the town's place names taken out ('butas Akademijoje' → 'butas' in Akademija).
 * A keyword with a phrase, an exclusion or 'or' is searched as typed: its words cannot be taken apart from their
 * operators.
 */
export function placeWordsOf(tokens: SearchTokens, places: readonly string[]): PlaceWords {
  const words = tokens.plainWords;
  if (!words || places.length === 0) return { places: [], tokens };
  const named: string[] = [];
  const rest: string[] = [];
  for (const word of words) {
    const place = placeOfWord(word, places);
    if (place) {
      if (!named.includes(place)) named.push(place);
    } else rest.push(word);
  }
  if (named.length === 0) return { places: [], tokens };
  return { places: named, tokens: rest.length > 0 ? searchTokens(rest.join(' ')) : null };
}
