/**
 * The browser tab's title: the page's own ('Žinutės – Kėdainių skelbimai', set by usePageTitle) with the
 * unread message count in front, '(2) Žinutės – …', set by the message stream. Two writers, one title.
 */
let base = typeof document === 'undefined' ? '' : document.title;
let count = 0;

function apply(): void {
  if (typeof document === 'undefined') return;
  document.title = count > 0 ? `(${count}) ${base}` : base;
}

export function setPageTitle(title: string): void {
  base = title;
  apply();
}

export function setTitleCount(next: number): void {
  count = next;
  apply();
}
