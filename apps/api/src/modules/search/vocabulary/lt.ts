/**
 * The seeded Lithuanian search vocabulary (PRODUCT.md §20, DECISIONS #72–#74), loaded into search_vocabulary at
 * each start (vocabularySeed.ts). Words are written as people type them; the database reads each through the
 * 'lt' configuration, so case, diacritics and inflection do not matter here. Written with the demo ads'
 * titles (db/seed/demo/listings.ts) in mind. The search-quality set (test/searchQuality/) checks the effect.
 */

/** Words that mean the same thing: a search for any of them finds the others (two-way). */
export const synonymGroups: readonly (readonly string[])[] = [
  ['automobilis', 'auto', 'lengvasis automobilis', 'automobiliai'],
  ['kompiuteris', 'kompas', 'kompiuteriai', 'pc'],
  ['nešiojamas kompiuteris', 'laptopas', 'nešiojamasis'],
  ['telefonas', 'mobilus', 'mobilusis', 'mobilus telefonas', 'mobiliakas', 'išmanusis telefonas', 'smartfonas'],
  ['šaldytuvas', 'šaldiklis'],
  ['butas', 'apartamentai', 'butukas'],
  // Unaccented first, 'dviračiai' stems to 'dvirac' and 'dviratį' to 'dvira', apart from 'dviratis' ('dvirat').
  ['dviratis', 'dvirats', 'dviratį', 'dviračiai', 'dviračio', 'dviračių', 'dviračiu', 'velosipedas', 'dviratukas'],
  ['paspirtukas', 'samokatas'],
  ['motociklas', 'moto', 'motikas', 'motociklai'],
  ['mopedas', 'motoroleris', 'skuteris'],
  ['padangos', 'padanga', 'šinos'],
  ['ratlankiai', 'diskai', 'ratlankis'],
  ['žibintai', 'žibintas', 'faros'],
  ['dalys', 'detalės', 'atsarginės dalys'],
  ['mikroautobusas', 'busiukas', 'mikriukas'],
  ['priekaba', 'priekabėlė'],
  ['mikrobangų krosnelė', 'mikrobanginė', 'mikrė'],
  ['dulkių siurblys', 'siurblys', 'pylesosas'],
  ['skalbimo mašina', 'skalbyklė'],
  ['indaplovė', 'indų plovimo mašina'],
  ['viryklė', 'plytelė', 'orkaitė'],
  ['sofa', 'divanas', 'sofa-lova'],
  ['spinta', 'šėpa', 'spintelė'],
  ['monitorius', 'ekranas'],
  ['televizorius', 'tv', 'televizoriai', 'teliks'],
  ['kolonėlė', 'garsiakalbis', 'kolonėlės'],
  ['fotoaparatas', 'fotikas', 'fotoaparatai'],
  ['dronas', 'kvadrokopteris'],
  ['žaidimų konsolė', 'konsolė', 'pristavkė'],
  ['pianinas', 'fortepijonas'],
  ['sintezatorius', 'klavišinis'],
  ['šuo', 'šuniukas', 'šunys', 'šunelis'],
  ['katė', 'kačiukas', 'katinas', 'kačiukai'],
  ['vežimėlis', 'kolaska'],
  ['autokėdutė', 'automobilinė kėdutė'],
  ['lego', 'konstruktorius'],
  ['treniruoklis', 'bėgimo takelis'],
  ['baidarė', 'kanoja'],
  ['meškerė', 'žvejyba', 'meškerykotis'],
  ['striukė', 'kurtka'],
  ['batai', 'bateliai', 'avalynė', 'batukai'],
  ['malkos', 'skaldytos malkos'],
  ['vejapjovė', 'žoliapjovė'],
  ['daigai', 'sodinukai', 'daigeliai'],
  ['plytos', 'plytų'],
  ['sklypas', 'žemės sklypas'],
  ['patalpos', 'biuras', 'ofisas'],
  ['sodyba', 'kaimo sodyba'],
  ['traktorius', 'traktoriukas'],
  ['ekskavatorius', 'ekskavatoriukas'],
  ['mokymai', 'pamokos', 'korepetitorius', 'mokytojas'],
  ['kirpykla', 'kirpimas', 'kirpėja'],
  ['vairuotojas', 'šoferis'],
  ['auklė', 'auklytė'],
  ['bilietai', 'bilietas'],
  ['dyzelinas', 'dyzelis'],
  ['visureigis', 'džipas', 'suv'],
  ['universalas', 'avant', 'touring'],
  ['kiaušiniai', 'kiaušinis'],
  ['vištos', 'vištytės'],
  ['knyga', 'knygos', 'knygelės'],
  ['dovanoju', 'atiduodu', 'dovanai', 'nemokamai', 'veltui'],
  ['keičiu', 'mainai', 'mainau'],
];

/**
 * Colloquial or general words and what they should also find (one-way): 'mašina' finds cars, but a search for
 * 'automobilis' does not bring washing machines.
 */
export const oneWay: readonly (readonly [string, readonly string[]])[] = [
  ['mašina', ['automobilis']],
  ['mašinos', ['automobilis']],
  ['vakansija', ['darbas']],
  ['vakansijos', ['darbas']],
  ['meistras', ['remontas']],
  ['šaldymo kamera', ['šaldiklis']],
  ['buitinė technika', ['šaldytuvas', 'skalbimo mašina', 'indaplovė', 'viryklė', 'dulkių siurblys']],
  ['baldai', ['sofa', 'stalas', 'kėdės', 'spinta', 'lova', 'komoda', 'fotelis']],
  ['drabužiai', ['striukė', 'suknelė', 'kostiumas', 'batai']],
  ['gyvūnai', ['šuo', 'katė', 'kačiukai', 'papūga', 'triušiai', 'vištos']],
  ['muzikos instrumentas', ['gitara', 'pianinas', 'smuikas', 'sintezatorius', 'būgnai']],
  ['technika', ['traktorius', 'kombainas', 'priekaba', 'ekskavatorius']],
];

/** A kind of thing finds the brands and models sold as it (one-way: 'Samsung' alone also makes fridges). */
export const kindBrands: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ['automobilis', 'auto', 'mašina'],
    [
      'bmw',
      'audi',
      'volkswagen',
      'vw',
      'toyota',
      'opel',
      'škoda',
      'renault',
      'volvo',
      'mercedes',
      'peugeot',
      'citroen',
      'nissan',
      'mazda',
      'kia',
      'hyundai',
      'passat',
      'golf',
      'corolla',
      'octavia',
    ],
  ],
  [
    ['motociklas', 'moto'],
    ['yamaha ybr', 'honda cbf', 'suzuki', 'kawasaki', 'ktm', 'harley'],
  ],
  [
    ['telefonas', 'mobilus', 'mobilusis'],
    ['iphone', 'samsung galaxy', 'galaxy', 'xiaomi', 'redmi', 'nokia', 'huawei', 'motorola', 'pixel'],
  ],
  [
    ['kompiuteris', 'kompas'],
    ['lenovo', 'thinkpad', 'macbook', 'dell', 'asus', 'acer', 'imac', 'ryzen'],
  ],
  [
    ['nešiojamas kompiuteris', 'laptopas'],
    ['thinkpad', 'macbook', 'lenovo'],
  ],
  [
    ['televizorius', 'tv'],
    ['lg', 'philips televizorius', 'smart tv'],
  ],
  [
    ['žaidimų konsolė', 'konsolė'],
    ['playstation', 'ps4', 'ps5', 'xbox', 'nintendo'],
  ],
  [
    ['fotoaparatas', 'kamera'],
    ['canon', 'nikon', 'gopro', 'objektyvas'],
  ],
  [['ausinės'], ['airpods', 'sony ausinės']],
  [['kolonėlė'], ['jbl', 'soundbar']],
  [['laikrodis'], ['garmin']],
  [['traktorius'], ['mtz', 'belarus', 'john deere']],
  [['kombainas'], ['claas']],
  [['mikroautobusas'], ['ford transit', 'sprinter']],
  [['gitara'], ['yamaha gitara', 'fender']],
];

/**
 * Derivations (DECISIONS #74): the noun, verb and participle forms of one root that sellers write in titles, with
 * and without prefixes (nu-/iš-/par-/at-/pa-/su-). The stemmer leaves them apart ('nuom', 'nuomo', 'isnuomo',
 * 'isnuom'), so each family is a group whose members find each other.
 */
export const derivationFamilies: readonly (readonly string[])[] = [
  [
    'nuoma',
    'nuomoju',
    'nuomojamas',
    'nuomojama',
    'nuomojami',
    'nuomojamos',
    'išnuomoju',
    'išnuomojamas',
    'išnuomojama',
    'išnuomojami',
    'išnuomojamos',
    'išsinuomočiau',
    'išsinuomotų',
    'išsinuomosiu',
    'nuomotis',
  ],
  ['parduodu', 'pardavimas', 'parduodamas', 'parduodama', 'parduodami', 'parduodamos', 'parduosiu', 'parduoda'],
  ['keičiu', 'keitimas', 'keičiamas', 'keičiama', 'keičiami', 'pakeisiu', 'keičiame'],
  ['perku', 'pirkimas', 'perkame', 'pirksiu', 'superku', 'supirkimas', 'nupirksiu'],
  ['dovanoju', 'dovanojama', 'dovanojamas', 'dovanojami', 'dovanoja', 'padovanosiu'],
  ['atiduodu', 'atiduodama', 'atiduodamas', 'atiduodami', 'atiduosiu'],
  ['remontas', 'remontuoju', 'suremontuoju', 'suremontuoti', 'remontuojame', 'remontavimas'],
  ['taisymas', 'taisau', 'pataisau', 'taisome', 'sutaisau', 'taisykla'],
  ['pervežimas', 'pervežu', 'perveš', 'pervežame', 'vežu', 'vežimas', 'išvežimas', 'išvežu'],
  ['valymas', 'valau', 'išvalau', 'valytoja', 'valytojas'],
  ['dažymas', 'dažau', 'nudažau'],
  ['montavimas', 'montuoju', 'sumontuoju'],
  ['šiltinimas', 'šiltinu', 'apšiltinu', 'apšiltintas'],
  ['pjovimas', 'pjaunu', 'nupjaunu', 'vejos pjovimas'],
  ['klijavimas', 'klijuoju'],
  ['diegimas', 'diegiu', 'įdiegiu'],
  ['kirpimas', 'kerpu', 'kirpimai'],
  ['ieškau', 'ieško', 'ieškome', 'ieškoma'],
];

export interface VocabularyPair {
  term: string;
  meaning: string;
}

/** Every (term, meaning) row the seed keeps: each ordered pair of a group, each one-way and brand row. */
export function vocabularyPairs(): VocabularyPair[] {
  const pairs = new Map<string, VocabularyPair>();
  const add = (term: string, meaning: string) => {
    const row = { term: term.toLowerCase(), meaning: meaning.toLowerCase() };
    if (row.term !== row.meaning) pairs.set(`${row.term}\n${row.meaning}`, row);
  };
  for (const group of [...synonymGroups, ...derivationFamilies]) {
    for (const term of group) for (const meaning of group) add(term, meaning);
  }
  for (const [term, meanings] of oneWay) for (const meaning of meanings) add(term, meaning);
  for (const [kinds, brands] of kindBrands) for (const kind of kinds) for (const brand of brands) add(kind, brand);
  return [...pairs.values()];
}
