import type { ContentSection } from './types.ts';

/** /inspire: practical tips for an ad that sells. */
export const adTips: ContentSection[] = [
  {
    heading: 'Tikslus pavadinimas',
    paragraphs: [
      'Pavadinimas – pirmas dalykas, kurį mato pirkėjas, ir pagal jį veikia paieška. Parašykite, kas tai, markę ar modelį ir svarbiausią savybę: „Moteriškas dviratis, 28 col. ratai, 21 pavara, 2021 m.“, o ne „Parduodu!!!“.',
      'Venkite vien didžiųjų raidžių ir šauktukų – tokie skelbimai atrodo kaip šlamštas.',
    ],
  },
  {
    heading: 'Geros nuotraukos',
    bullets: [
      'Fotografuokite dienos šviesoje, prie lango arba lauke; išjunkite blykstę.',
      'Parodykite daiktą iš kelių pusių, iš arti – svarbias detales ir etiketes.',
      'Nufotografuokite ir defektus: sąžiningai parodytas įbrėžimas sutaupo abiem laiko.',
      'Pirmoji nuotrauka tampa viršeliu sąraše – rinkitės pačią aiškiausią.',
      'Naudokite tik savo nuotraukas, ne paveikslėlius iš interneto.',
    ],
  },
  {
    heading: 'Išsamus aprašymas',
    bullets: [
      'Būklė, amžius, naudojimo trukmė ir pardavimo priežastis.',
      'Matmenys, dydis, spalva, medžiaga, komplektacija – kas įeina į kainą.',
      'Trūkumai ir remontai, jei jų buvo.',
      'Kur galima apžiūrėti ir ar galite pristatyti ar išsiųsti.',
      'Rašykite trumpomis pastraipomis; pirkėjai tekstą dažniausiai skaito telefone.',
    ],
  },
  {
    heading: 'Kas svarbu pagal kategoriją',
    bullets: [
      'Nekilnojamasis turtas: plotas, kambarių skaičius, aukštas ir aukštų skaičius, statybos metai, šildymo būdas, energinio naudingumo klasė, mėnesio mokesčiai žiemą.',
      'Transportas: pagaminimo metai, rida, variklio tūris ir galia, kuras, pavarų dėžė, techninės apžiūros galiojimas, ar eksploatuota Lietuvoje.',
      'Darbas: pareigos, darbo vieta ir laikas, atlyginimas „į rankas“ arba „ant popieriaus“, reikalavimai.',
      'Paslaugos: ką tiksliai atliekate, kokioje teritorijoje, kainos ar įkainiai, patirtis.',
      'Elektronika: modelis, atmintis, baterijos būklė, garantija ir pirkimo dokumentai.',
    ],
  },
  {
    heading: 'Teisinga kaina',
    paragraphs: [
      'Prieš skelbdami peržiūrėkite panašius skelbimus – per didelė kaina atbaido, per maža kelia įtarimų. Jei galite derėtis, parašykite tai aprašyme. Atiduodate nemokamai? Nurodykite 0 € – skelbimas bus pažymėtas „Nemokamai“.',
    ],
  },
  {
    heading: 'Tinkama kategorija ir greitas atsakymas',
    bullets: [
      'Pasirinkite tiksliausią subkategoriją – pirkėjai dažnai naršo tik ją.',
      'Nurodykite vietą: miestą, kaimą ar seniūniją.',
      'Atsakykite greitai: pirmosios valandos po paskelbimo būna aktyviausios.',
      'Pardavę skelbimą ištrinkite, kad jums nebeskambintų.',
    ],
  },
  {
    heading: 'Kaip išsiskirti',
    paragraphs: [
      'Jei norite, kad skelbimą pamatytų daugiau žmonių, užsakykite iškėlimą į viršų, paryškinimą ar TOP vietą. Visos paslaugos ir jų kainos – puslapyje „Kainos“.',
    ],
  },
];
