import type { RatingSummary } from '@skelbimai/contract';
import { tr } from '../../messages/ratings.ts';
import { cx } from '../../ui/cx.ts';
import { Text } from '../../ui/Text/Text.tsx';
import styles from './ratings.module.css';

/**
 * A seller's published ratings in one line, '4,8 ★ (23 įvertinimai)' (PRODUCT.md §27): on their page and the ad's
 * seller card. With none: the page says so (`showNone`), the card shows nothing.
 */
export function SellerRating({
  rating,
  showNone = false,
  className,
}: {
  rating: RatingSummary;
  showNone?: boolean;
  className?: string;
}) {
  if (rating.count === 0 || rating.average === null) {
    return showNone ? (
      <Text variant="body2" tone="secondary" className={className} data-testid="seller-rating">
        {tr.none}
      </Text>
    ) : null;
  }
  return (
    <Text variant="body2" className={cx(styles.summary, className)} data-testid="seller-rating">
      {tr.summary(rating.average, rating.count)}
    </Text>
  );
}
