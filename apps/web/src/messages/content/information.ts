import type { ContentSection, SiteFacts } from './types.ts';

/** /information: what the portal is and how it works; contacts are rendered as links by the page. */
export const aboutPortal = (site: SiteFacts): ContentSection[] => [
  {
    heading: 'Apie portalą',
    paragraphs: [
      `„${site.siteName}“ – vietinis skelbimų portalas${site.townName ? ` (${site.townName} ir rajonas)` : ''}. Čia gyventojai, ūkininkai ir vietos verslas skelbia apie parduodamus ir perkamus daiktus, nekilnojamąjį turtą, transportą, darbo pasiūlymus ir paslaugas.`,
      'Skelbimai suskirstyti į kategorijas ir subkategorijas, o paieška supranta lietuviškas raides ir žodžių formas: „siauliai“ ras ir „Šiauliai“, „automobilis“ – ir „automobilį“.',
    ],
  },
  {
    heading: 'Kaip tai veikia',
    bullets: [
      'Naršyti, ieškoti, žymėti patikusius ir slėpti nedominančius skelbimus galima ir neprisijungus.',
      'Norėdami skelbti, užsiregistruokite el. paštu arba telefono numeriu, arba prisijunkite su Google ar Facebook paskyra.',
      'Skelbti nemokama. Skelbimas galioja 30 dienų, o pasibaigus galiojimui jį galite nemokamai pratęsti.',
      'Norėdami, kad skelbimą pamatytų daugiau žmonių, užsakykite mokamas paslaugas: iškėlimą į viršų, paryškinimą, TOP vietą ar rodymą pradžios puslapyje.',
      'Pastebėję netinkamą ar apgaulingą skelbimą, praneškite apie jį – moderatoriai jį peržiūrės.',
    ],
  },
  {
    heading: 'Pagalba',
    paragraphs: [
      'Kilus klausimų dėl skelbimų, paskyros ar mokėjimų, susisiekite su mumis žemiau nurodytais kontaktais.',
    ],
  },
];
