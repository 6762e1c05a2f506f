import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Chooses the new-ad form's category and subcategory. Each list is waited for to close before the next select
 * is opened: a click on the subcategory while the category's list is still fading out is taken by that list,
 * and the subcategory is left with nothing chosen.
 */
export async function chooseCategory(page: Page, category: string, subcategory: string): Promise<void> {
  for (const [name, option] of [
    ['Kategorija', category],
    ['Subkategorija', subcategory],
  ] as const) {
    const select = page.getByRole('combobox', { name, exact: true });
    await select.click();
    await page.getByRole('option', { name: option }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(select).toHaveText(option);
  }
}
