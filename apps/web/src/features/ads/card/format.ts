import type { PostType } from '@skelbimai/contract';
import { t } from '../../../messages/lt.ts';

/** PRODUCT.md §3: no price is 'Sutartinė' (negotiable), 0 is 'Nemokamai'; one formatter with the server's titles. */
export { formatPrice } from '../../../lib/contract.ts';

export function postTypeLabel(type: PostType): string {
  return t.ads.postTypes[type];
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How long ago, the way Lithuanian portals say it: 'ką tik', 'prieš 5 min.', 'prieš 3 val.', 'prieš 3 d.'.
 * Days are counted as whole 24-hour spans; a clock slightly ahead of the server still says 'ką tik'.
 */
export function formatAge(value: string, now: number = Date.now()): string {
  const elapsed = now - new Date(value).getTime();
  if (!Number.isFinite(elapsed) || elapsed < minute) return t.ads.age.justNow;
  if (elapsed < hour) return t.ads.age.minutes(Math.floor(elapsed / minute));
  if (elapsed < day) return t.ads.age.hours(Math.floor(elapsed / hour));
  return t.ads.age.days(Math.floor(elapsed / day));
}
