// The places module's public entry: what the rest of the API uses of it.
export { DEMO_VILLAGES, defaultPlaces, placeOfWord, placeWordsPattern } from './places.ts';
