import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Chooses the new-ad form's category and subcategory in their native selects, checking each shows its choice
 * before the next: the subcategory's options exist only once the category is chosen.
 */
export async function chooseCategory(page: Page, category: string, subcategory: string): Promise<void> {
  for (const [name, option] of [
    ['Kategorija', category],
    ['Subkategorija', subcategory],
  ] as const) {
    const select = page.getByRole('combobox', { name, exact: true });
    await select.selectOption({ label: option });
    await expect(select.locator('option:checked')).toHaveText(option);
  }
}
