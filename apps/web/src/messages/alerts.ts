/** Texts of saved searches' alerts and e-mail settings (issue 28); the API's own messages come from the contract. */
export const tal = {
  unsubscribe: {
    /** What the link stops, before the button ('Atsisakyti'). */
    savedSearch: (name: string | null) =>
      name
        ? `Nebegausite naujų skelbimų laiškų pagal išsaugotą paiešką „${name}“.`
        : 'Nebegausite šios išsaugotos paieškos laiškų.',
    messages: 'Nebegausite laiškų apie naujas žinutes.',
    priceDrops: 'Nebegausite laiškų apie kainų sumažėjimus.',
    expiryReminders: 'Nebegausite priminimų apie besibaigiančius skelbimus.',
    button: 'Atsisakyti',
    noToken: 'Nuorodoje trūksta atsisakymo žymės. Atverkite nuorodą iš laiško dar kartą.',
    /** After the POST: the API's message ('Šių laiškų nebesiųsime.') follows. */
    settingsHint: 'Kitus laiškus galite įjungti ar išjungti paskyroje.',
  },
} as const;
