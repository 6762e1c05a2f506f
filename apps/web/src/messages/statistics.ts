/** Texts of the seller's statistics: the /mano/skelbimai/{id}/statistika screen and the list's totals. */
export const tst = {
  back: 'Atgal į mano skelbimus',
  link: 'Statistika',
  /** The page's lead: which ad and which days. */
  lead: (title: string, from: string, to: string) =>
    `„${title}“: ${from}–${to} (30 dienų, įskaitant šiandieną, Lietuvos laiku).`,
  notFound: 'Tokio skelbimo nėra arba jo statistika jums neprieinama.',
  failed: 'Nepavyko gauti statistikos.',
  series: {
    views: 'Peržiūros',
    phoneReveals: 'Tel. numerio parodymai',
    bookmarks: 'Įsiminimai',
    conversations: 'Pradėti pokalbiai',
  },
  /** A chart's table caption for screen readers. */
  perDay: (series: string) => `${series} per dieną`,
  total: (n: number) => `Iš viso per 30 d.: ${n}`,
  /** Under each of the owner's cards: 'Tel. numeris parodytas: 3 · Įsiminė: 1'. */
  phoneReveals: (n: number) => `Tel. numeris parodytas: ${n}`,
  bookmarks: (n: number) => `Įsiminė: ${n}`,
} as const;
