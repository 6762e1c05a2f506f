import { groupedNumber, pluralLt } from '../../../lib/plural.ts';
import { t } from '../../../messages/lt.ts';

/**
 * 'Rasta 1 skelbimas', 'Rasta 22 skelbimai', 'Rasta 1 234 skelbimai', 'Rasta 15 skelbimų'; a capped total (the
 * server counted up to its cap, DECISIONS #64, #85) says so: 'Rasta daugiau nei 10 000 skelbimų'.
 */
export function foundAdsText(count: number, capped = false): string {
  const countAndNoun = `${groupedNumber(count)} ${pluralLt(count, t.plural.ads)}`;
  return capped ? t.ads.foundMoreThan(countAndNoun) : t.ads.found(countAndNoun);
}
