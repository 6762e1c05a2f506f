/**
 * The search-quality set (PRODUCT.md §20): what a person types, and the demo ads (db/seed/demo/listings.ts, by the
 * start of their title) that must be among the first 20 results. Grouped by what each query exercises.
 */
export interface QualityCase {
  query: string;
  kind: 'diacritics' | 'inflection' | 'typo' | 'case' | 'words' | 'synonym' | 'category' | 'derivation' | 'place';
  mustFind: string[];
}

export const qualitySet: QualityCase[] = [
  // No diacritics.
  { query: 'saldytuvas', kind: 'diacritics', mustFind: ['Šaldytuvas Samsung'] },
  { query: 'zieminės padangos', kind: 'diacritics', mustFind: ['Žieminės padangos 205/55'] },
  { query: 'siltnamis', kind: 'diacritics', mustFind: ['Polikarbonato šiltnamis'] },
  { query: 'siuvimo masina', kind: 'diacritics', mustFind: ['Siuvimo mašina Singer'] },
  { query: 'skalbimo masina', kind: 'diacritics', mustFind: ['Skalbimo mašina Bosch'] },
  { query: 'zaidimu kompiuteris', kind: 'diacritics', mustFind: ['Žaidimų kompiuteris RTX 3060'] },
  { query: 'ausines', kind: 'diacritics', mustFind: ['Belaidės ausinės Sony'] },
  { query: 'sunu kirpimas', kind: 'diacritics', mustFind: ['Šunų kirpimas ir priežiūra'] },
  // Inflections.
  { query: 'butai', kind: 'inflection', mustFind: ['Parduodamas 2 kambarių butas', 'Erdvus 4 kambarių butas'] },
  { query: 'garažo', kind: 'inflection', mustFind: ['Parduodamas mūrinis garažas', 'Didelis garažas su duobe'] },
  { query: 'padangų', kind: 'inflection', mustFind: ['Žieminės padangos', 'Vasarinės padangos'] },
  { query: 'gitaros', kind: 'inflection', mustFind: ['Akustinė gitara Yamaha', 'Elektrinė gitara ir stiprintuvas'] },
  { query: 'kačiuką', kind: 'inflection', mustFind: ['Dovanojami kačiukai', 'Škotų nulėpausiai kačiukai'] },
  { query: 'knygų', kind: 'inflection', mustFind: ['Detektyvų rinkinys, 10 knygų', 'Perku senas knygas'] },
  { query: 'sklypą', kind: 'inflection', mustFind: ['Miško sklypas 5 ha', 'Sodo sklypas 6 arai'] },
  { query: 'motociklui', kind: 'inflection', mustFind: ['Išsinuomočiau garažą motociklui'] },
  // Typos.
  { query: 'dvirtis', kind: 'typo', mustFind: ['Kalnų dviratis', 'Vaikiškas dviratis'] },
  { query: 'saldytvas', kind: 'typo', mustFind: ['Šaldytuvas Samsung'] },
  { query: 'televizorus', kind: 'typo', mustFind: ['Televizorius LG 55 colių'] },
  { query: 'akvarumas', kind: 'typo', mustFind: ['Akvariumas 100 l'] },
  { query: 'traktorus', kind: 'typo', mustFind: ['Traktorius MTZ-82'] },
  { query: 'indaplove', kind: 'typo', mustFind: ['Indaplovė, 60 cm'] },
  { query: 'fotoaparats', kind: 'typo', mustFind: ['Fotoaparatas Canon EOS 90D'] },
  { query: 'pianins', kind: 'typo', mustFind: ['Pianinas Petrof'] },
  // Letter case.
  { query: 'BMW', kind: 'case', mustFind: ['BMW 320d 2015 m.'] },
  { query: 'bmw', kind: 'case', mustFind: ['BMW 320d 2015 m.'] },
  { query: 'TOYOTA', kind: 'case', mustFind: ['Toyota Corolla 2009', 'Toyota RAV4 2014'] },
  { query: 'iphone', kind: 'case', mustFind: ['iPhone 12, 128 GB'] },
  { query: 'MacBook', kind: 'case', mustFind: ['MacBook Air 2017'] },
  { query: 'Lego', kind: 'case', mustFind: ['Lego konstruktorių rinkinys'] },
  // Several words.
  { query: 'kalnų dviratis', kind: 'words', mustFind: ['Kalnų dviratis, 29 colių ratai'] },
  { query: 'mūrinis namas', kind: 'words', mustFind: ['Parduodamas mūrinis namas su garažu'] },
  { query: 'žieminė striukė', kind: 'words', mustFind: ['Moteriška žieminė striukė'] },
  { query: 'vaikiška lovytė', kind: 'words', mustFind: ['Vaikiška lovytė su čiužinuku'] },
  { query: 'elektrinis dviratis', kind: 'words', mustFind: ['Elektrinis dviratis, 60 km'] },
  { query: 'toyota corolla', kind: 'words', mustFind: ['Toyota Corolla 2009'] },
  { query: 'samsung galaxy', kind: 'words', mustFind: ['Samsung Galaxy A54'] },
  { query: 'dulkių siurblys', kind: 'words', mustFind: ['Dulkių siurblys Philips'] },
  // Synonyms, colloquial words, brands under a kind of thing.
  { query: 'auto', kind: 'synonym', mustFind: ['Volkswagen Passat 2012', 'BMW 320d', 'Audi A4 Avant'] },
  { query: 'mašina', kind: 'synonym', mustFind: ['Toyota Corolla 2009', 'Škoda Octavia 2017'] },
  { query: 'automobilis', kind: 'synonym', mustFind: ['Opel Astra 2006', 'Renault Megane 2010', 'BMW 320d'] },
  { query: 'kompas', kind: 'synonym', mustFind: ['Nešiojamas kompiuteris Lenovo', 'Žaidimų kompiuteris RTX'] },
  { query: 'telefonas', kind: 'synonym', mustFind: ['iPhone 12', 'Samsung Galaxy A54', 'Xiaomi Redmi Note 10'] },
  { query: 'mobilus', kind: 'synonym', mustFind: ['iPhone 12', 'Senas Nokia telefonas'] },
  { query: 'šaldiklis', kind: 'synonym', mustFind: ['Šaldytuvas Samsung su šaldikliu'] },
  { query: 'apartamentai', kind: 'synonym', mustFind: ['Parduodamas 2 kambarių butas', 'Jaukus butas prie stoties'] },
  { query: 'dvirats', kind: 'synonym', mustFind: ['Kalnų dviratis', 'Miesto dviratis su krepšeliu'] },
  { query: 'laptopas', kind: 'synonym', mustFind: ['Nešiojamas kompiuteris Lenovo', 'MacBook Air 2017'] },
  { query: 'konsolė', kind: 'synonym', mustFind: ['PlayStation 5', 'Xbox One S', 'Nintendo Switch'] },
  { query: 'motociklas', kind: 'synonym', mustFind: ['Yamaha YBR 125', 'Honda CBF 600'] },
  { query: 'pylesosas', kind: 'synonym', mustFind: ['Dulkių siurblys Philips'] },
  // Category words: the names of an ad's category and subcategory.
  { query: 'dviračiai', kind: 'category', mustFind: ['Perku paspirtuką ar dviratį vaikui', 'Plento dviratis'] },
  { query: 'baldai', kind: 'category', mustFind: ['Kampinė sofa-lova', 'Minkštas fotelis'] },
  { query: 'gyvūnai', kind: 'category', mustFind: ['Vištos dedeklės', 'Akvariumas 100 l'] },
  { query: 'kolekcionavimas', kind: 'category', mustFind: ['Tarybinių monetų kolekcija', 'Pašto ženklų albumas'] },
  { query: 'buitinė technika', kind: 'category', mustFind: ['Indaplovė, 60 cm', 'Kavos aparatas'] },
  { query: 'muzikos instrumentai', kind: 'category', mustFind: ['Smuikas 3/4 vaikui', 'Būgnų komplektas'] },
  { query: 'pervežimai', kind: 'category', mustFind: ['Keleivių pervežimas į oro uostus', 'Evakuatoriaus paslaugos'] },
  { query: 'automobiliai dyzelinas', kind: 'category', mustFind: ['Volkswagen Passat 2012 m., dyzelinas'] },
  { query: 'garso technika', kind: 'category', mustFind: ['Soundbar su žemų dažnių', 'Kolonėlė JBL Charge 5'] },
  // Derivations: noun, verb and participle forms of one root, with and without prefixes.
  { query: 'nuoma', kind: 'derivation', mustFind: ['Išnuomojamas garažas bendrijoje', 'Nuomojamos prekybos patalpos'] },
  { query: 'nuomoju', kind: 'derivation', mustFind: ['Išnuomojamas 2 kambarių butas', 'Nuomojamas 1 kambario butas'] },
  { query: 'išsinuomoti', kind: 'derivation', mustFind: ['Išsinuomočiau garažą', 'Jauna šeima išsinuomotų butą'] },
  {
    query: 'pardavimas',
    kind: 'derivation',
    mustFind: ['Parduodamas mūrinis garažas', 'Parduodamos komercinės patalpos'],
  },
  { query: 'keitimas', kind: 'derivation', mustFind: ['Keičiu 3 kambarių butą', 'Keičiu Volvo V70'] },
  { query: 'pirkimas garažo', kind: 'derivation', mustFind: ['Perku garažą arti centro'] },
  { query: 'supirkimas triušių', kind: 'derivation', mustFind: ['Perku triušius'] },
  { query: 'dovanojama', kind: 'derivation', mustFind: ['Dovanoju seną sekciją', 'Dovanojami kačiukai'] },
  { query: 'remontuoju', kind: 'derivation', mustFind: ['Stogų dengimas ir remontas', 'Butų remontas nuo A iki Z'] },
  { query: 'taisau kompiuterius', kind: 'derivation', mustFind: ['Kompiuterių taisymas ir programų diegimas'] },
  { query: 'pervežu', kind: 'derivation', mustFind: ['Krovinių pervežimas mikroautobusu', 'Baldų pervežimas mieste'] },
  // The town's place names are no product words: 'kėdė' (chair) stems like 'Kėdainių' (DECISIONS #110).
  {
    query: 'kėdė',
    kind: 'place',
    mustFind: [
      'Ąžuolinis valgomojo stalas ir 4 kėdės',
      'Sodo baldų komplektas: stalas ir 4 kėdės',
      'Atiduodu stalą ir kėdes',
    ],
  },
  {
    query: 'kėdžių',
    kind: 'place',
    mustFind: [
      'Ąžuolinis valgomojo stalas ir 4 kėdės',
      'Sodo baldų komplektas: stalas ir 4 kėdės',
      'Atiduodu stalą ir kėdes',
    ],
  },
  { query: 'butas Kėdainiuose', kind: 'place', mustFind: ['Parduodamas 2 kambarių butas'] },
];
