/**
 * The web app's Lithuanian catalogue, one file per area (this one, account.ts, adForm.ts, alerts.ts, admin.ts,
 * info.ts, moderation.ts, myAds.ts, notices.ts, pricing.ts, saved.ts, statistics.ts, wallet.ts), each imported
 * directly: a barrel would put every screen's texts in the first page's script. This one is the shell's and the
 * landing pages' (every first script carries it): a screen or dialog loaded later keeps its texts in a file of
 * its own. Texts the API also uses come from the contract (lib/contract.ts) so both sides say exactly the same.
 * A second language would be a sibling of each file (PRODUCT.md §1).
 */
import { type ClientRouteId, clientRouteIds, clientRoutes, postTypeLabels } from '../lib/contract.ts';

const routeTitles = Object.fromEntries(clientRouteIds.map((id) => [id, clientRoutes[id].title])) as {
  readonly [Id in ClientRouteId]: (typeof clientRoutes)[Id]['title'];
};

/** ': „Title“' after a notice, or nothing when the title is not known. */
const titled = (title: string | undefined) => (title ? `: „${title}“` : '');

/** Lithuanian interface texts of the web app. Long page content lives in ./content/. */
export const t = {
  app: {
    /** Used until the settings arrive, and if they never do; the real name comes from the server. */
    fallbackSiteName: 'Skelbimai',
    titleSeparator: ' – ',
    loading: 'Kraunama…',
  },
  nav: {
    home: 'Pradžia',
    /** The accessible name of a list's trail of categories (Breadcrumbs). */
    trail: 'Naršymo kelias',
    dashboard: 'Valdymas',
    topUp: 'Papildyti sąskaitą',
    newAd: 'Naujas skelbimas',
    account: 'Paskyra',
    menu: 'Meniu',
    closeMenu: 'Uždaryti meniu',
    login: 'Prisijungti',
    register: 'Registruotis',
    logout: 'Atsijungti',
    bookmarked: 'Pažymėti skelbimai',
    hidden: 'Paslėpti skelbimai',
    myAds: 'Mano skelbimai',
    myTopUps: 'Mano papildymai',
    notifications: 'Pranešimai',
    savedSearches: 'Išsaugotos paieškos',
    myOrders: 'Mano užsakymai',
    myAccount: 'Mano paskyra',
    messages: 'Žinutės',
    /** 'Mano skelbimai': how many conversations an ad has. */
    adConversations: (count: number) => `Pokalbiai: ${count}`,
    /** The toolbar's messages button with its unread count, for screen readers. */
    messagesUnread: (count: number) => (count > 0 ? `Žinutės: ${count} neperskaitytos` : 'Žinutės'),
    pricing: 'Kainos',
    information: 'Informacija',
    rules: 'Taisyklės',
    inspire: 'Patarimai',
    paymentTest: 'Mokėjimo testas',
    categories: 'Kategorijos',
    allAds: 'Visi skelbimai',
  },
  /** PRODUCT.md §2 'Search bar'. */
  search: {
    placeholder: {
      ads: 'Ieškoti skelbimų',
      myAds: 'Ieškoti savo skelbimų',
      bookmarked: 'Ieškoti pažymėtų skelbimų',
      hidden: 'Ieškoti paslėptų skelbimų',
      users: 'Ieškoti vartotojų',
      orders: 'Ieškoti užsakymų',
      topUps: 'Ieškoti papildymų',
      category: (name: string) => `Ieškoti kategorijoje: ${name}`,
      subCategory: (name: string) => `Ieškoti subkategorijoje: ${name}`,
    },
    filters: { all: 'Visur', title: 'Pavadinime', description: 'Aprašyme' },
    filterLabel: 'Kur ieškoti',
    filterButton: (choice: string) => `Kur ieškoti: ${choice}`,
    submit: 'Ieškoti',
    clear: 'Išvalyti paiešką',
    open: 'Paieška',
    dialogTitle: 'Paieška',
    close: 'Uždaryti',
    /** Suggestions while typing (PRODUCT.md §20): the list's name, a category's kind, and what a screen reader hears. */
    suggestions: 'Paieškos pasiūlymai',
    suggestionCategory: 'Kategorija',
    suggestionSubCategory: (parent: string) => `Subkategorija: ${parent}`,
    suggestionsFound: (count: number) => `Pasiūlymų: ${count}. Rinkitės rodyklėmis aukštyn ir žemyn.`,
  },
  drawer: {
    noEmail: 'Be el. pašto',
    noPhone: 'Be tel. numerio',
    noMoney: 'Nėra pinigų.',
    balance: 'Sąskaitos likutis',
    guest: 'Svečias',
    guestHint: 'Prisijunkite, kad galėtumėte skelbti, žymėti ir papildyti sąskaitą.',
    expand: (name: string) => `Subkategorijos: ${name}`,
  },
  footer: {
    contacts: 'Kontaktai',
    facebookPage: 'Facebook puslapis',
    facebookGroup: 'Facebook grupė',
    rights: 'Visos teisės saugomos.',
  },
  snackbar: {
    defaultText: 'Klaida',
    close: 'Uždaryti',
  },
  errorPage: {
    backHome: 'Grįžti į pradžią',
  },
  comingSoon: {
    notice: 'Šis puslapis ruošiamas. Netrukus čia atsiras visas jo turinys.',
  },
  home: {
    welcomeTitle: (siteName: string) => `Sveiki atvykę į „${siteName}“!`,
    // The town stays in the nominative: town names cannot be declined by a template.
    welcomeText: (townName: string) =>
      `Vietiniai skelbimai – ${townName} ir rajonas. Pirkite, parduokite, nuomokitės ir siūlykite paslaugas kaimynams; skelbimą įkelsite per kelias minutes.`,
    welcomeTextNoTown:
      'Vietiniai skelbimai jūsų mieste ir rajone. Pirkite, parduokite, nuomokitės ir siūlykite paslaugas kaimynams.',
    browseAll: 'Žiūrėti visus skelbimus',
    categoriesTitle: 'Kategorijos',
    categoriesError: 'Nepavyko įkelti kategorijų. Atnaujinkite puslapį.',
  },
  category: {
    notFound: 'Tokios kategorijos nėra.',
    subcategories: 'Subkategorijos',
  },
  /** Favourites, hidden ads and reports (PRODUCT.md §3, §4). */
  /** Notices about illegal content: the ad page's dialog. */
  notices: {
    open: 'Pranešti apie neteisėtą turinį',
  },
  saved: {
    favorite: 'Pažymėti',
    unfavorite: 'Atžymėti',
    hide: 'Slėpti',
    unhide: 'Rodyti',
    undo: 'Atšaukti',
    // PRODUCT.md §4's notices, followed by the ad's title so the reader knows which ad it was.
    favorited: (id: number, title?: string) => `#${id} skelbimas pažymėtas${titled(title)}`,
    unfavorited: (id: number, title?: string) => `#${id} skelbimas atžymėtas${titled(title)}`,
    hidden: (postId: number, title?: string) => `#${postId} skelbimas slepiamas${titled(title)}`,
    shown: (postId: number, title?: string) => `#${postId} skelbimas rodomas${titled(title)}`,
    report: 'Pranešti',
  },
  /** Ad cards, lists, filters and the owner's list. */
  ads: {
    /** Beside a list's results (its dialog's texts are in alerts.ts, loaded with the dialog). */
    saveSearch: 'Išsaugoti paiešką',
    priceNegotiable: 'Sutartinė',
    priceFree: 'Nemokamai',
    urgent: 'Skubu',
    /** The owner's 'Rezervuota' badge: the ad is still listed. */
    reserved: 'Rezervuota',
    /** Before a bookmarked ad's earlier, higher price (struck through; read out by screen readers). */
    previousPrice: 'Buvusi kaina: ',
    /** The price fell in the last 14 days (decision 0084): the badge beside the struck-through old price. */
    priceDropped: 'Kaina sumažinta',
    top: 'TOP',
    noPicture: 'Be nuotraukos',
    /** Post types as PRODUCT.md §3 names them (the contract's one list). */
    postTypes: postTypeLabels,
    age: {
      justNow: 'ką tik',
      minutes: (n: number) => `prieš ${n} min.`,
      hours: (n: number) => `prieš ${n} val.`,
      days: (n: number) => `prieš ${n} d.`,
    },
    loadMore: 'Rodyti daugiau',
    allInCategory: 'Visi',
    listLabel: 'Skelbimai',
    loading: 'Kraunami skelbimai…',
    end: 'Daugiau skelbimų nėra.',
    empty: 'Skelbimų nerasta.',
    emptySearch: 'Pagal paiešką ir filtrus nieko nerasta. Pabandykite kitą žodį ar platesnius filtrus.',
    emptyHint: 'Turite ką pasiūlyti? Įdėkite skelbimą – tai nemokama.',
    postAd: 'Įdėti skelbimą',
    errorNetwork: 'Nepavyko prisijungti prie serverio. Patikrinkite interneto ryšį.',
    retry: 'Bandyti dar kartą',
    searchResults: (keyword: string) => `Paieška: „${keyword}“`,
    /** The empty search's correction (PRODUCT.md §20); the word is a link that searches it. */
    didYouMean: 'Ar turėjote omenyje',
    /** The chip that narrows a search to the category its words name (PRODUCT.md §20). */
    searchInCategory: (category: string) => `Ieškoti kategorijoje „${category}“`,
    /** A search within a category (decision 0084): the category as a chip that widens it, and the other matches. */
    searchScopeRemove: (category: string) => `Ieškoti visose kategorijose, ne tik „${category}“`,
    foundElsewhere: (count: string) => `Rasta kitose kategorijose: ${count}`,
    filters: {
      title: 'Filtrai',
      open: 'Filtrai',
      close: 'Uždaryti',
      apply: 'Rodyti skelbimus',
      reset: 'Išvalyti filtrus',
      priceFrom: 'Kaina nuo, €',
      priceTo: 'Kaina iki, €',
      postTypes: 'Skelbimo tipas',
      location: 'Vietovė',
      anyLocation: 'Visos vietovės',
      sort: 'Rikiuoti',
      priceNegative: 'Kaina negali būti neigiama.',
      priceNotNumber: 'Įveskite skaičių, pvz. 150 arba 12,50.',
      priceRange: 'Kaina „nuo“ negali būti didesnė už kainą „iki“.',
    },
    sorts: {
      newest: 'Naujausi',
      oldest: 'Seniausi',
      priceAsc: 'Pigiausi',
      priceDesc: 'Brangiausi',
      relevance: 'Pagal atitikimą',
    },
    /** A list's count above its ads: 'Rasta 1 234 skelbimai' (number and noun from foundAdsText). */
    found: (countAndNoun: string) => `Rasta ${countAndNoun}`,
    /** A capped count: the server counted up to its cap only. */
    foundMoreThan: (countAndNoun: string) => `Rasta daugiau nei ${countAndNoun}`,
    /** The list's TOP block (PRODUCT.md §3 'Advert service'), above the list and apart from its order. */
    topBlock: 'TOP skelbimai',
    home: {
      showcase: 'Išskirtiniai skelbimai',
      /** Under the showcase's heading: why these ads are here. */
      showcaseNote: 'Skelbimai su paslauga „Pradžios puslapyje“, rodomi paeiliui.',
      newest: 'Naujausi skelbimai',
      all: 'Visi skelbimai',
    },
  },
  /** The single ad page /skelbimas/{id}. */
  adPage: {
    /** A sold ad's button (its page and 'Mano skelbimai') to the ad form filled from it. */
    postSimilar: 'Įkelti panašų skelbimą',
    writeToSeller: 'Parašyti pardavėjui',
    loading: 'Kraunamas skelbimas…',
    adNumber: (id: number) => `Skelbimo nr. ${id}`,
    created: (date: string) => `Įdėtas ${date}`,
    updated: (date: string) => `Atnaujintas ${date}`,
    expires: (date: string) => `Galioja iki ${date}`,
    views: (n: number) => `Peržiūros: ${n}`,
    categoryTrail: 'Kategorija',
    description: 'Aprašymas',
    noDescription: 'Pardavėjas aprašymo nepateikė.',
    seller: 'Pardavėjas',
    memberSince: (date: string) => `Narys nuo ${date}`,
    /** The seller block's link to their page; the count once GetSeller answered. */
    allSellerAds: (count: number | null) =>
      count === null ? 'Visi pardavėjo skelbimai' : `Visi pardavėjo skelbimai (${count})`,
    /** The owner's own actions instead of 'Pažymėti / Slėpti / Pranešti'. */
    ownerActions: 'Jūsų skelbimas',
    renew: 'Pratęsti',
    renewed: (date: string) => `Skelbimas pratęstas iki ${date}.`,
    /** No statistics page yet: the owner's statistics are the view count the ad has. */
    statistics: 'Statistika',
    showPhone: 'Rodyti numerį',
    noPhone: 'Skelbėjas telefono numerio nenurodė.',
    phoneTooMany: 'Per daug užklausų. Numerį galėsite pamatyti po kelių minučių.',
    phoneFailed: 'Nepavyko gauti numerio. Bandykite dar kartą.',
    share: 'Dalintis',
    linkCopied: 'Nuoroda nukopijuota.',
    copyFailed: 'Nepavyko nukopijuoti nuorodos.',
    edit: 'Redaguoti',
    similar: 'Panašūs skelbimai',
    /** A gone ad's page (410): its title, then the way to others like it. */
    goneTitle: (title: string) => `„${title}“`,
    goneMore: 'Daugiau skelbimų kategorijoje',
    statusNotice: {
      sold: 'Parduota. Skelbimo nebėra sąrašuose ir paieškoje.',
      expired: 'Skelbimo galiojimas baigėsi: jis nerodomas sąrašuose. Pratęsti galite puslapyje „Mano skelbimai“.',
      blocked: 'Skelbimą užblokavo moderatorius: kiti jo nemato.',
      held: 'Skelbimas laukia patikrinimo: kiti jo nemato, kol jį peržiūrės moderatorius.',
    },
    gallery: {
      label: 'Nuotraukos',
      pictureAlt: (title: string, n: number, total: number) => `${title} – nuotrauka ${n} iš ${total}`,
      counter: (n: number, total: number) => `${n} / ${total}`,
      // What a screen reader says instead of '1 / 2' (docs/ACCESSIBILITY.md).
      position: (n: number, total: number) => `Nuotrauka ${n} iš ${total}`,
      open: 'Atidaryti nuotrauką visame ekrane',
      show: (n: number) => `Rodyti nuotrauką ${n}`,
      next: 'Kita nuotrauka',
      previous: 'Ankstesnė nuotrauka',
      close: 'Uždaryti',
      fullScreen: 'Nuotraukų peržiūra',
    },
  },
  /** Lithuanian plural forms of a count noun: one (1, 21), few (2–9, 22–29), many (0, 10–20). */
  plural: {
    ads: ['skelbimas', 'skelbimai', 'skelbimų'] as const,
    views: ['peržiūra', 'peržiūros', 'peržiūrų'] as const,
  },
  /** A seller's public page /pardavejas/{id}. */
  sellerPage: {
    emailConfirmed: 'El. paštas patvirtintas',
    emailUnconfirmed: 'El. paštas nepatvirtintas',
    phoneConfirmed: 'Telefono numeris patvirtintas',
    phoneUnconfirmed: 'Telefono numeris nepatvirtintas',
    contactsNote: 'Telefono numerį rasite kiekviename pardavėjo skelbime.',
    ads: 'Pardavėjo skelbimai',
    adsLabel: 'Pardavėjo skelbimai',
    empty: 'Šis pardavėjas šiuo metu neturi aktyvių skelbimų.',
  },
  /** Each route's page name, from the contract's route table (the one source of titles), and the error pages'. */
  pages: {
    ...routeTitles,
    /** The accessible name of a list's trail of categories (Breadcrumbs). */
    trail: 'Naršymo kelias',
    notFound: 'Puslapis nerastas',
    error: 'Klaida',
  },
} as const;
