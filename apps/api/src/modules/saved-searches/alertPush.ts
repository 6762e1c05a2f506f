import { type PushPayload, savedSearchPath } from '@skelbimai/contract';

export const alertPushTexts = {
  title: (name: string) => `Nauji skelbimai: ${name}`,
  body: (count: number) =>
    count === 1
      ? 'Pagal išsaugotą paiešką rastas 1 naujas skelbimas.'
      : `Pagal išsaugotą paiešką rasta naujų skelbimų: ${count}.`,
} as const;

/** A saved search's phone notification (PRODUCT.md §30): its name, how many new ads, a tap opens its list. */
export function alertPush(search: { id: number; name: string; query: string }, count: number): PushPayload {
  return {
    title: alertPushTexts.title(search.name),
    body: alertPushTexts.body(count),
    url: savedSearchPath(search.query),
    tag: `saved-search-${search.id}`,
  };
}
