import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { Category } from '@skelbimai/contract';
import { Link } from 'react-router';
import { CategoryIcon } from '../../components/icons/categoryIcons.tsx';
import { paths } from '../../lib/paths.ts';
import { countLt } from '../../lib/plural.ts';
import { t } from '../../messages/index.ts';
import { useCategories } from '../categories/index.ts';
import { TILE_HEIGHT } from './categoryTileStyles.ts';

/**
 * One tile per main category: icon in its colour, name and ad count, linking to its list. Plain elements with the
 * classes of categoryTileStyles.ts: the home page, where most visitors land, renders every tile for every visitor
 * and hydrates them on a phone; MUI's Card, CardActionArea (a ButtonBase with its ripple), Avatar and Typography
 * were a styled component each (DECISIONS #155, #156).
 */
export function CategoryTiles() {
  const { data, isPending, isError } = useCategories();
  if (isError) return <Alert severity="warning">{t.home.categoriesError}</Alert>;
  return (
    <ul className="category-grid" aria-label={t.home.categoriesTitle}>
      {isPending
        ? Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} component="li" variant="rounded" height={TILE_HEIGHT} />
          ))
        : data.map((category) => <Tile key={category.id} category={category} />)}
    </ul>
  );
}

function Tile({ category }: { category: Category }) {
  return (
    <li className="category-tile">
      <Link to={paths.category(category.logicalName)} className="category-tile__link">
        <span
          className="category-tile__avatar"
          style={category.color ? { backgroundColor: category.color } : undefined}
        >
          <CategoryIcon name={category.icon} />
        </span>
        <h3 className="category-tile__name">{category.name}</h3>
        <p className="category-tile__count">{countLt(category.postCount, t.plural.ads)}</p>
      </Link>
    </li>
  );
}
