import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's rule sets for WCAG 2.0, 2.1 and 2.2, levels A and AA (docs/ACCESSIBILITY.md). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no CSS transition or animation runs (a dialog fading in, a menu growing): axe measures colours as
 * painted, and a half-faded dialog's text is paler than the one a person reads.
 */
export async function settled(page: Page): Promise<void> {
  // A spinner's endless animation never ends; only finite ones are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/** One line per element that breaks a rule: where (page and state), the rule, and the element's selector. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const width = page.viewportSize()?.width ?? 0;
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} @ ${width}px: ${violation.id} (${violation.help}) at ${node.target.join(' ')} ${node.html.slice(0, 160)}`,
    ),
  );
}
