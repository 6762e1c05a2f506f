/** Price offers in a thread and on 'Mano skelbimai' (PRODUCT.md §28); the API's refusals come from the contract. */
// The zod-free part of the contract: 'Mano skelbimai' and the inbox import these texts.
import { formatOfferAmount } from '@skelbimai/contract/money';

export { formatOfferAmount };

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
