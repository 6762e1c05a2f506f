/**
 * The kinds of phone notification (Web Push, PRODUCT.md §30) a user switches on or off in /mano/pranesimai,
 * beside the e-mail switches and declared the same way (emailKinds.ts): the API's database schema
 * (push_opt_outs.kind), its validation, the senders and the web's settings page all read this table. Zod-free,
 * so the schema and the web's first load can import it.
 */
export const pushKindTexts = {
  messages: {
    /** The switch on /mano/pranesimai. */
    setting: 'Naujos žinutės',
  },
  offerAccepted: {
    setting: 'Priimti pasiūlymai',
  },
  savedSearches: {
    setting: 'Nauji skelbimai pagal išsaugotas paieškas',
  },
} as const satisfies Record<string, { setting: string }>;

export type PushKind = keyof typeof pushKindTexts;
/** The kinds in the table's order (the settings page's). */
export const pushKinds = Object.keys(pushKindTexts) as [PushKind, ...PushKind[]];
