import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { groupedNumber } from '../../../lib/plural.ts';
import { t } from '../../../messages/lt.ts';
import { cx } from '../../../ui/cx.ts';
import { iconClose } from '../../../ui/icons/iconClose.ts';
import { Icon } from '../../../ui/icons.tsx';
import { elsewhereCountQuery, type PostListParams } from '../api.ts';
import chipStyles from './chips.module.css';
import styles from './SearchScope.module.css';

/**
 * A search within a category (PRODUCT.md §20, decision 0084): the category as a chip whose cross searches every
 * category, and 'Rasta kitose kategorijose: N' when the other categories have matches, one tap to list them. Both
 * lead to the same search and filters on the all-ads list, so a search that found nothing here is never a dead end.
 */
export function SearchScope({ category, query }: { category: string; query: PostListParams }) {
  const [params] = useSearchParams();
  // Asked beside the list (decision 0084): the list shows first, the count of the others when it comes.
  const elsewhere = useQuery(elsewhereCountQuery(query)).data;
  const next = new URLSearchParams(params);
  next.delete('page');
  const everywhere = `${paths.allAds}?${next.toString()}`;
  return (
    <div className={styles.row} data-testid="search-scope">
      <span className={cx(chipStyles.chip, chipStyles.selected, styles.scope)}>
        {category}
        <Link to={everywhere} className={styles.remove} aria-label={t.ads.searchScopeRemove(category)}>
          <Icon icon={iconClose} size="small" />
        </Link>
      </span>
      {elsewhere && elsewhere.count > 0 && (
        <Link to={everywhere} className={cx(chipStyles.chip, chipStyles.primary)} data-testid="found-elsewhere">
          {t.ads.foundElsewhere(`${groupedNumber(elsewhere.count)}${elsewhere.capped ? '+' : ''}`)}
        </Link>
      )}
    </div>
  );
}
