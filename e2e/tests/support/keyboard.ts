import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The keyboard alone (docs/ACCESSIBILITY.md): a person who cannot use a mouse reaches things with Tab, opens them with
 * Enter or Space and leaves dialogs with Escape. These helpers only press keys; they never click an element.
 */

/** Whether `target` has the page's focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (Shift+Tab backwards) until `target` has focus; fails after `limit` presses, which means the
 * element cannot be reached with the keyboard, or focus is stuck somewhere on the way.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await hasFocus(target), `${target} reached with Tab within ${limit} presses`).toBe(true);
}

/** The focused element, as a test asserts it: where it is and whether a person sees that it has focus. */
export async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      // Drawn focus: an outline at least 2 px wide, not only the browser's :focus-visible state (WCAG 2.4.7).
      outlined:
        style !== null &&
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) >= 2 &&
        Boolean(element?.matches(':focus-visible')),
    };
  });
}

/**
 * Presses Tab `presses` times in the open `dialog` and checks after each press that focus is still inside it. Base
 * UI's trap lets Tab land on a focus guard at the dialog's edge and moves focus back in on the next animation
 * frame; each check waits for that frame, as a person's next key comes frames later. (A second press before it
 * would go on from the guard: on a loaded machine that frame can come after Playwright's next key.)
 */
export async function tabRoundInside(page: Page, dialog: Locator, presses: number): Promise<void> {
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.hasAttribute('data-base-ui-focus-guard'))), {
        message: `focus moved on from the dialog's edge after Tab ${press}`,
      })
      .toBe(false);
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `focus inside the dialog after Tab ${press}`).toBe(true);
  }
}

/** `target` has focus and its outline is drawn. */
export async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => hasFocus(target), { message: `${target} has focus` }).toBe(true);
  expect((await focusedElement(page)).outlined, `${target}'s focus is drawn`).toBe(true);
}

/**
 * The dialog has taken the focus (on itself or inside it): from then on its keys are its own. Over another
 * dialog, a key pressed before that goes to the dialog underneath, which stays open while one is above it.
 */
export async function expectFocusIn(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** After Escape or a dialog's own button: the dialog is gone and focus is back on what opened it. */
export async function expectFocusReturned(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(page, opener);
}

/**
 * Chooses `option` in the focused native select with the arrow keys alone, as a person does: on a closed select
 * each arrow selects the next or previous option at once, so it moves towards the wanted one from where it is.
 */
export async function chooseOption(page: Page, option: string | RegExp, limit = 40): Promise<void> {
  const matches = (text: string) => (typeof option === 'string' ? text === option : option.test(text));
  const state = () =>
    page.evaluate(() => {
      const select = document.activeElement;
      if (!(select instanceof HTMLSelectElement)) throw new Error('chooseOption: no select has focus');
      return { chosen: select.selectedIndex, labels: [...select.options].map((item) => item.label.trim()) };
    });
  const { chosen, labels } = await state();
  const key = labels.findIndex(matches) < chosen ? 'ArrowUp' : 'ArrowDown';
  const selected = async () => {
    const now = await state();
    return now.labels[now.chosen] ?? '';
  };
  for (let presses = 0; presses < limit && !matches(await selected()); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect
    .poll(async () => matches(await selected()), { message: `option ${option} reached with the arrows` })
    .toBe(true);
}

/** Moves through a radio group with the arrows (the browser checks the radio focus lands on). */
export async function checkRadio(page: Page, radio: Locator, limit = 20): Promise<void> {
  // Tab lands on a group's first radio without checking it when none is; Space checks the focused one.
  await page.keyboard.press('Space');
  for (let presses = 0; presses < limit && !(await radio.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}
