// A seller's usual reply time (PRODUCT.md §28), zod-free: the ad page's seller card imports it.

/** 'Paprastai atsako per …' needs at least this many answered conversations of the last 30 days (PRODUCT.md §28). */
export const REPLY_TIME_MIN_CONVERSATIONS = 3;

/** 'Paprastai atsako per 5 min.', '… per 3 val.', '… per 2 d.': the median reply time as a seller's card says it. */
export function replyTimeText(minutes: number): string {
  if (minutes < 60) return `Paprastai atsako per ${Math.max(1, Math.round(minutes))} min.`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `Paprastai atsako per ${hours} val.`;
  return `Paprastai atsako per ${Math.round(hours / 24)} d.`;
}
