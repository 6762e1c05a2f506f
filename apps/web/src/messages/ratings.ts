import { pluralLt } from '../lib/plural.ts';

/** The ratings' texts (PRODUCT.md §27); the API's own refusals come from the contract's ratingMessages. */
export { ratingMessages } from '@skelbimai/contract/ratingTexts';

/** '4,8': one decimal with a decimal comma, as Lithuanian writes it. */
export const formatAverage = (average: number) => average.toFixed(1).replace('.', ',');

export const tr = {
  rate: 'Įvertinti',
  rateTitle: (name: string) => `Įvertinkite: ${name}`,
  starsLegend: 'Kaip sekėsi?',
  starLabels: ['1 – labai prastai', '2 – prastai', '3 – vidutiniškai', '4 – gerai', '5 – puikiai'] as const,
  comment: 'Komentaras (nebūtinas)',
  commentHint: 'Iki 500 simbolių. Įvertinimą paskelbsime, kai įvertins ir kita pusė arba po 14 dienų.',
  cancel: 'Atšaukti',
  saveFailed: 'Nepavyko išsaugoti įvertinimo. Bandykite dar kartą.',
  yours: (stars: number) => `Jūsų įvertinimas: ${stars} ★`,
  publishedNote: 'Įvertinimas paskelbtas.',
  /** '4,8 ★ (23 įvertinimai)'. */
  summary: (average: number, count: number) =>
    `${formatAverage(average)} ★ (${count} ${pluralLt(count, ['įvertinimas', 'įvertinimai', 'įvertinimų'])})`,
  none: 'Įvertinimų dar nėra.',
  listTitle: 'Atsiliepimai',
  listLabel: 'Pardavėjo atsiliepimai',
  loadError: 'Nepavyko įkelti atsiliepimų.',
  starsOf: (stars: number) => `${stars} iš 5 žvaigždučių`,
  anonymous: 'Vartotojas',
  answerOf: 'Atsakymas:',
  answer: 'Atsakyti',
  answerLabel: 'Jūsų atsakymas',
  answerSend: 'Paskelbti atsakymą',
  report: 'Pranešti',
  reportTitle: 'Pranešti apie įvertinimą',
  reason: 'Priežastis',
  reportComment: 'Komentaras',
} as const;
