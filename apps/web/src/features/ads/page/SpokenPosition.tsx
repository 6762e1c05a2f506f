import { t } from '../../../messages/lt.ts';
import { VisuallyHidden } from '../../../ui/Layout/Layout.tsx';

/**
 * 'Nuotrauka 2 iš 5' for screen readers, announced as the picture changes (a polite status): the visible counter
 * says '2 / 5', which a reader would speak as a fraction, so that one is hidden from them (docs/ACCESSIBILITY.md).
 */
export function SpokenPosition({ index, count, testId }: { index: number; count: number; testId: string }) {
  return (
    <VisuallyHidden role="status" data-testid={testId}>
      {t.adPage.gallery.position(index + 1, count)}
    </VisuallyHidden>
  );
}
