import type { Category } from '@skelbimai/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../components/icons/categoryIcons.tsx';
import { paths } from '../../lib/paths.ts';
import { countLt } from '../../lib/plural.ts';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { useCategories } from '../categories/index.ts';
import styles from './CategoryTiles.module.css';

/**
 * One tile per main category: icon in its colour, name and ad count, linking to its list. Plain elements styled by
 * CategoryTiles.module.css: the home page, where most visitors land, renders every tile for every visitor and
 * hydrates them on a phone (DECISIONS #155, #156).
 */
export function CategoryTiles() {
  const { data, isPending, isError } = useCategories();
  if (isError) return <Alert severity="warning">{t.home.categoriesError}</Alert>;
  return (
    <ul className={styles.grid} aria-label={t.home.categoriesTitle}>
      {isPending
        ? Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={i}>
              <Skeleton shape="rect" className={styles.placeholder} />
            </li>
          ))
        : data.map((category) => <Tile key={category.id} category={category} />)}
    </ul>
  );
}

function Tile({ category }: { category: Category }) {
  // The category's own colour comes from the server: a custom property the module reads.
  const colour = category.color ? ({ '--tile-colour': category.color } as CSSProperties) : undefined;
  return (
    <li className={styles.tile}>
      <Link to={paths.category(category.logicalName)} className={styles.link}>
        <span className={styles.avatar} style={colour}>
          <CategoryIcon name={category.icon} />
        </span>
        <h3 className={styles.name}>{category.name}</h3>
        <p className={styles.count}>{countLt(category.postCount, t.plural.ads)}</p>
      </Link>
    </li>
  );
}
