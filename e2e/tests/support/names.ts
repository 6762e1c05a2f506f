import type { Locator, Page } from '@playwright/test';

/**
 * English words a library puts on its icon buttons when nobody names them (MUI's 'Close', 'Open', 'Clear', a
 * drawer's 'open drawer'): a Lithuanian screen reader would read them out in English (WCAG 3.1.2, 4.1.2).
 */
const englishWords = [
  'close',
  'open',
  'menu',
  'drawer',
  'delete',
  'remove',
  'edit',
  'clear',
  'search',
  'next',
  'previous',
  'back',
  'more',
  'show',
  'hide',
  'toggle',
  'password',
  'favorite',
  'share',
  'add',
  'settings',
  'page',
  'go to',
];
const english = new RegExp(`\\b(${englishWords.join('|')})\\b`, 'i');

/**
 * Every visible icon-only button of the page (a button without visible text: its name comes from aria-label,
 * aria-labelledby or title) whose name is empty or has an English word; one line each.
 */
export async function iconButtonNameProblems(page: Page, where: string): Promise<string[]> {
  const buttons = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    return [...document.querySelectorAll('button, [role="button"], a[href]')]
      .filter((element) => visible(element) && (element as HTMLElement).innerText.trim() === '')
      .map((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const name =
          element.getAttribute('aria-label') ??
          (labelledBy
            ? labelledBy
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' ')
            : null) ??
          element.querySelector('img')?.getAttribute('alt') ??
          element.getAttribute('title') ??
          '';
        return { name: name.trim(), html: element.outerHTML.slice(0, 120) };
      });
  });
  return buttons
    .filter((button) => button.name === '' || english.test(button.name))
    .map((button) => `${where} @ ${page.viewportSize()?.width}px: icon button named '${button.name}' ${button.html}`);
}

/** Whether `target` is inside a live region a screen reader announces (role alert or status, or aria-live). */
export function inLiveRegion(target: Locator): Promise<boolean> {
  return target.evaluate((element) =>
    Boolean(
      element.closest('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]') &&
        !element.closest('[aria-live="off"]'),
    ),
  );
}

/**
 * The fields' error messages on the page (what each field marked invalid names first in its aria-describedby:
 * its error, before any hint): their texts, and those of them that no live region holds, which a screen reader
 * would not say as they appear.
 */
export function fieldErrors(page: Page): Promise<{ all: string[]; silent: string[] }> {
  return page.evaluate(() => {
    const live = '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]';
    const helpers = [...document.querySelectorAll('[aria-invalid="true"][aria-describedby]')]
      .map((field) => document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? ''))
      .filter((helper): helper is HTMLElement => helper !== null);
    const all = helpers.map((helper) => helper.textContent?.trim() ?? '').filter(Boolean);
    const silent = helpers
      .filter((helper) => {
        const walker = document.createTreeWalker(helper, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() && !node.parentElement?.closest(live)) return true;
        }
        return false;
      })
      .map((helper) => helper.textContent?.trim() ?? '');
    return { all, silent };
  });
}
