/** The seller's trust marks on the ad's seller card and the seller's page (PRODUCT.md §28). */
export { replyTimeText } from '@skelbimai/contract/replyTime';

export const tb = {
  phoneConfirmed: 'Patvirtintas telefonas',
  emailConfirmed: 'Patvirtintas el. paštas',
  label: 'Pardavėjo patikimumas',
} as const;
