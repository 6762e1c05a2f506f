/** Price offers in a thread and on 'Mano skelbimai' (PRODUCT.md §28); the API's refusals come from the contract. */
import { formatOfferAmount } from '@skelbimai/contract';

export { formatOfferAmount, offerMessages } from '@skelbimai/contract';

export const to = {
  offer: 'Siūlyti kainą',
  amountLabel: 'Siūloma kaina',
  hint: 'Pardavėjas galės pasiūlymą priimti arba atmesti.',
  send: 'Siųsti pasiūlymą',
  cancel: 'Atšaukti',
  offered: (amount: number) => `Pasiūlyta kaina: ${formatOfferAmount(amount)}`,
  status: { open: 'Laukia atsakymo', accepted: 'Priimta', declined: 'Atmesta' },
  accept: 'Priimti',
  decline: 'Atmesti',
  acceptedOnAd: (amount: number) => `Priimtas pasiūlymas: ${formatOfferAmount(amount)}`,
  failed: 'Nepavyko išsiųsti atsakymo. Bandykite dar kartą.',
} as const;
