import { slugify } from '@skelbimai/contract';

/** The category tree of PRODUCT.md §3. Subcategory ids are parent id + position, so they never move. */
interface MainCategorySeed {
  id: number;
  name: string;
  icon: string;
  color: string;
  text: string;
  children: string[];
}

export const mainCategorySeeds: MainCategorySeed[] = [
  {
    id: 100,
    name: 'Nekilnojamasis turtas',
    icon: 'home',
    color: '#1565C0',
    text: 'Butai, namai, sklypai, komercinės patalpos ir garažai: pardavimas ir nuoma.',
    children: ['Butai', 'Namai ir sodybos', 'Sklypai', 'Komercinės patalpos', 'Garažai', 'Nuoma'],
  },
  {
    id: 200,
    name: 'Transportas',
    icon: 'commute',
    color: '#C62828',
    text: 'Automobiliai, motociklai, dviračiai, žemės ūkio ir kita technika, dalys ir priedai.',
    children: [
      'Automobiliai',
      'Motociklai ir mopedai',
      'Dviračiai',
      'Dalys ir priedai',
      'Žemės ūkio technika',
      'Kita technika',
    ],
  },
  {
    id: 300,
    name: 'Darbas ir paslaugos',
    icon: 'business_center',
    color: '#5D4037',
    text: 'Darbo pasiūlymai ir paieškos, statybos, remonto, grožio, pervežimų ir kitos paslaugos.',
    children: [
      'Siūlo darbą',
      'Ieško darbo',
      'Statyba ir remontas',
      'Grožis ir sveikata',
      'Pervežimai',
      'Kitos paslaugos',
    ],
  },
  {
    id: 400,
    name: 'Namai ir buitis',
    icon: 'weekend',
    color: '#2E7D32',
    text: 'Baldai, buitinė technika, sodo ir daržo reikmenys, statybinės medžiagos, drabužiai ir prekės vaikams.',
    children: [
      'Baldai',
      'Buitinė technika',
      'Sodas ir daržas',
      'Statybinės medžiagos',
      'Drabužiai ir avalynė',
      'Vaikams',
    ],
  },
  {
    id: 500,
    name: 'Kompiuterija ir elektronika',
    icon: 'computer',
    color: '#6A1B9A',
    text: 'Kompiuteriai, telefonai, televizoriai ir garso technika, foto ir video įranga, žaidimų konsolės.',
    children: ['Kompiuteriai', 'Telefonai', 'TV ir garso technika', 'Foto ir video', 'Žaidimų konsolės'],
  },
  {
    id: 600,
    name: 'Laisvalaikis',
    icon: 'local_play',
    color: '#EF6C00',
    text: 'Renginiai ir bilietai, sportas ir turizmas, muzikos instrumentai, knygos, kolekcionavimas ir gyvūnai.',
    children: [
      'Renginiai ir bilietai',
      'Sportas ir turizmas',
      'Muzikos instrumentai',
      'Knygos',
      'Kolekcionavimas',
      'Gyvūnai',
    ],
  },
  {
    id: 700,
    name: 'Prekyba ir kita',
    icon: 'shopping_basket',
    color: '#00838F',
    text: 'Maistas ir ūkio produktai, dovanojami daiktai ir visa, kas netilpo kitur.',
    children: ['Maistas ir ūkio produktai', 'Dovanoja', 'Kita'],
  },
];

export interface CategorySeedRow {
  id: number;
  name: string;
  logicalName: string;
  parentId: number | null;
  icon: string | null;
  color: string;
  text: string;
  sortOrder: number;
}

/** Flattened rows, every main category before its subcategories (the parent must exist first). */
export function categorySeedRows(): CategorySeedRow[] {
  return mainCategorySeeds.flatMap((main, mainIndex) => [
    {
      id: main.id,
      name: main.name,
      logicalName: slugify(main.name),
      parentId: null,
      icon: main.icon,
      color: main.color,
      text: main.text,
      sortOrder: mainIndex + 1,
    },
    ...main.children.map((name, index) => ({
      id: main.id + index + 1,
      name,
      logicalName: slugify(name),
      parentId: main.id,
      icon: null,
      color: main.color,
      text: '',
      sortOrder: index + 1,
    })),
  ]);
}
