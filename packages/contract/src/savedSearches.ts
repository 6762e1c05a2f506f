import * as z from 'zod';
import { boundedText, dbId, pastedText } from './bounds.ts';
import { emailKinds } from './emailKinds.ts';

// Saved searches, their alerts and the account's e-mail settings.

export const savedSearchFrequencies = ['instant', 'daily', 'never'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

/** Most saved searches per user. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 100;
/** The list's query string as saved: far more than any list's filters need. */
export const SAVED_SEARCH_QUERY_MAX = 1000;

export const savedSearchMessages = {
  tooMany: `Išsaugoti galima ne daugiau kaip ${SAVED_SEARCHES_MAX} paieškų. Ištrinkite nebereikalingą.`,
  badQuery: 'Šios paieškos išsaugoti negalima. Atverkite skelbimų sąrašą ir bandykite dar kartą.',
  noFilter:
    'Paieška be filtrų atitiktų visus skelbimus. Pasirinkite kategoriją, įrašykite paieškos žodį arba nurodykite kainą, tipą ar vietovę.',
  unknownCategory: 'Tokios kategorijos nėra. Pasirinkite kategoriją iš sąrašo.',
  notFound: 'Išsaugota paieška nerasta.',
  created: 'Paieška išsaugota.',
  updated: 'Paieška pakeista.',
  deleted: 'Paieška ištrinta.',
  badToken: 'Nuoroda netinkama arba sugadinta. Pranešimų nustatymus pakeisite paskyroje („Pranešimai“).',
  unsubscribed: 'Šių laiškų nebesiųsime.',
} as const;

const frequency = z.enum(savedSearchFrequencies);
const name = pastedText(SAVED_SEARCH_NAME_MAX);

/** POST /api/savedsearches/create: `query` is the list's query string ('categoryName=…&searchKeyword=…'). */
export const createSavedSearchRequestSchema = z.object({
  query: boundedText(SAVED_SEARCH_QUERY_MAX),
  name: name.optional(),
  frequency: frequency.default('instant'),
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;

export const updateSavedSearchRequestSchema = z.object({
  id: dbId(),
  name: name.min(1).optional(),
  frequency: frequency.optional(),
});
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequestSchema>;

export const savedSearchIdRequestSchema = z.object({ id: dbId() });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The normalised list query string: open `/skelbimai?{query}`. */
  query: z.string(),
  /** Its filters in words ('Transportas › Automobiliai · „golf“ · iki 5 000,00 €'). */
  description: z.string(),
  frequency: frequency,
  createdAt: z.string(),
  lastOpenedAt: z.string(),
  /** Ads published since the user last opened it (capped at 100). */
  newAdCount: z.number().int(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** POST /api/savedsearches/open: the search, and since when its ads are new (the look before this one). */
export const openedSavedSearchSchema = z.object({ search: savedSearchSchema, newSince: z.string() });
export type OpenedSavedSearch = z.infer<typeof openedSavedSearchSchema>;

/** ?token= of the one-click unsubscribe (RFC 8058): signed, works without signing in. */
export const unsubscribeQuerySchema = z.object({ token: boundedText(500) });

export const unsubscribeResultSchema = z.object({
  /** What was switched off: a saved search's alerts (its name) or a kind of e-mail. */
  kind: z.enum(['savedSearch', ...emailKinds]),
  name: z.string().nullable(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** GET /api/notifications/settings and POST /api/notifications/update. */
export const emailSettingSchema = z.object({ kind: z.enum(emailKinds), enabled: z.boolean() });
export type EmailSetting = z.infer<typeof emailSettingSchema>;
export const updateEmailSettingRequestSchema = emailSettingSchema;

/**
 * The list page of a saved search's query string: its category in the path (as the web's lists keep it), the
 * other filters in the query ('/skelbimai/transportas?searchKeyword=golf', '/visi?minPrice=10').
 */
export function savedSearchPath(query: string): string {
  const params = new URLSearchParams(query);
  const category = params.get('categoryName');
  const sub = params.get('subCategoryName');
  if (category) {
    params.delete('categoryName');
    params.delete('subCategoryName');
  }
  const base = category
    ? `/skelbimai/${encodeURIComponent(category)}${sub ? `/${encodeURIComponent(sub)}` : ''}`
    : '/visi';
  const rest = params.toString();
  return rest ? `${base}?${rest}` : base;
}
