/**
 * The kinds of e-mail a user switches on or off in /mano/pranesimai (a saved search's alerts are per search
 * instead), once: the API's database schema (email_opt_outs.kind), its validation and the web's settings and
 * unsubscribe pages all read this table. Zod-free, so the schema and the web's first load can import it.
 */
export const emailKindTexts = {
  messages: {
    /** The switch on /mano/pranesimai. */
    setting: 'Naujos žinutės',
    /** /atsisakyti: what the e-mail's link stops, before the button. */
    unsubscribe: 'Nebegausite laiškų apie naujas žinutes.',
  },
  priceDrops: {
    setting: 'Kainų sumažėjimai pažymėtuose skelbimuose',
    unsubscribe: 'Nebegausite laiškų apie kainų sumažėjimus.',
  },
  expiryReminders: {
    setting: 'Priminimai apie besibaigiančius skelbimus',
    unsubscribe: 'Nebegausite priminimų apie besibaigiančius skelbimus.',
  },
  ratingReminders: {
    setting: 'Priminimai įvertinti pašnekovą po pardavimo',
    unsubscribe: 'Nebegausite priminimų įvertinti pašnekovą.',
  },
} as const satisfies Record<string, { setting: string; unsubscribe: string }>;

export type EmailKind = keyof typeof emailKindTexts;
/** The kinds in the table's order (the settings page's). */
export const emailKinds = Object.keys(emailKindTexts) as [EmailKind, ...EmailKind[]];
