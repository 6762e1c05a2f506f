import {
  type EmailKind,
  emailKinds,
  emailKindTexts,
  type PushKind,
  pushKinds,
  pushKindTexts,
} from '../lib/contract.ts';

/** Each kind of e-mail's text for one place, from the contract's table of kinds. */
const kindTexts = (place: 'setting' | 'unsubscribe') =>
  Object.fromEntries(emailKinds.map((kind) => [kind, emailKindTexts[kind][place]])) as Record<EmailKind, string>;

/** Texts of saved searches' alerts and e-mail settings; the API's own messages come from the contract. */
export const tal = {
  /** A saved search's e-mail frequency (the contract's savedSearchFrequencies). */
  frequencies: { instant: 'Iš karto', daily: 'Kartą per dieną', never: 'Niekada' },
  /** /mano/paieskos. */
  list: {
    empty: 'Išsaugotų paieškų nėra. Atverkite skelbimų sąrašą ir paspauskite „Išsaugoti paiešką“.',
    newAds: (n: number) => `Nauji skelbimai: ${n >= 100 ? '100+' : n}`,
    frequency: 'Siųsti el. paštu',
    open: (name: string) => `Atverti „${name}“`,
    delete: (name: string) => `Ištrinti „${name}“`,
  },
  /** The dialog of 'Išsaugoti paiešką' beside a list's results (the button's own text is in lt.ts). */
  save: {
    title: 'Išsaugoti paiešką',
    name: 'Pavadinimas',
    nameHint: 'Neįrašius pavadinimo, paieška bus pavadinta pagal jos filtrus.',
    frequency: 'Naujus skelbimus siųsti el. paštu',
    submit: 'Išsaugoti',
    cancel: 'Atšaukti',
    saved: 'Paieška išsaugota.',
  },
  unsubscribe: {
    /** What the link stops, before the button ('Atsisakyti'). */
    savedSearch: (name: string | null) =>
      name
        ? `Nebegausite naujų skelbimų laiškų pagal išsaugotą paiešką „${name}“.`
        : 'Nebegausite šios išsaugotos paieškos laiškų.',
    ...kindTexts('unsubscribe'),
    button: 'Atsisakyti',
    noToken: 'Nuorodoje trūksta atsisakymo žymės. Atverkite nuorodą iš laiško dar kartą.',
    /** After the POST: the API's message ('Šių laiškų nebesiųsime.') follows. */
    settingsHint: 'Kitus laiškus galite įjungti ar išjungti paskyroje („Pranešimai“).',
  },
  /** /pratesti: an expiry reminder's one-click renewal (the API's messages say what was refused). */
  renewal: {
    asks: (title: string, expires: string) =>
      `Skelbimo „${title}“ galiojimas baigiasi ${expires}. Pratęsti jį dar 30 dienų?`,
    button: 'Pratęsti',
    renewedUntil: (expires: string) => `Skelbimas galios iki ${expires}.`,
    noToken: 'Nuorodoje trūksta pratęsimo žymės. Atverkite nuorodą iš laiško dar kartą.',
    open: 'Atverti skelbimą',
    myAds: 'Mano skelbimai',
  },
  /** /mano/pazymeti: what became of a bookmarked ad (the API's favourite states). */
  favorites: {
    gone: 'Nebegaliojantys pažymėti skelbimai',
    goneIntro: 'Šie skelbimai neberodomi sąraše. Pašalinkite juos, kai nebereikės.',
    sold: 'Parduota',
    expired: 'Nebegalioja',
    removed: 'Skelbimas pašalintas',
    removeButton: 'Pašalinti',
    remove: (title: string | null) => (title ? `Pašalinti „${title}“ iš pažymėtų` : 'Pašalinti iš pažymėtų'),
  },
  /** /mano/pranesimai: one switch per kind of e-mail (the contract's emailKindTexts). */
  settings: {
    lead: 'Kokius laiškus siųsti jūsų el. pašto adresu:',
    /** /mano/paskyra's link to the page. */
    accountLink: 'Pranešimai el. paštu',
    kinds: kindTexts('setting'),
  },
  /** /mano/pranesimai's phone notifications (Web Push, PRODUCT.md §30): one switch per the contract's pushKindTexts. */
  push: {
    heading: 'Pranešimai telefone',
    lead: 'Apie ką pranešti šiame telefone ar naršyklėje, kai leisite pranešimus:',
    allow: 'Leisti pranešimus telefone',
    allowed: 'Pranešimai šiame įrenginyje įjungti.',
    stop: 'Išjungti šiame įrenginyje',
    devices: (n: number) =>
      n === 0
        ? 'Pranešimai dar neleisti jokiame įrenginyje. Laiškai siunčiami kaip anksčiau.'
        : `Pranešimai leisti įrenginiuose: ${n}.`,
    denied:
      'Naršyklė neleidžia rodyti pranešimų. Juos galite leisti naršyklės svetainės nustatymuose; laiškai siunčiami kaip anksčiau.',
    unsupported: 'Ši naršyklė pranešimų nepalaiko. Laiškai siunčiami kaip anksčiau.',
    refused: 'Pranešimai neleisti. Laiškai siunčiami kaip anksčiau.',
    kinds: Object.fromEntries(pushKinds.map((kind) => [kind, pushKindTexts[kind].setting])) as Record<PushKind, string>,
  },
} as const;
