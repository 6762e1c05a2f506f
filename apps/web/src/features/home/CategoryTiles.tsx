import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Category } from '@skelbimai/contract';
import { Link } from 'react-router';
import { CategoryIcon } from '../../components/icons/categoryIcons.tsx';
import { paths } from '../../lib/paths.ts';
import { countLt } from '../../lib/plural.ts';
import { t } from '../../messages/index.ts';
import { useCategories } from '../categories/index.ts';

/**
 * Tiles and their loading placeholders are one height (two-line names included), so the tiles replace the
 * placeholders without moving anything below them.
 */
const TILE_HEIGHT = 152;

const grid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** One tile per main category: icon in its colour, name and ad count, linking to its list. */
export function CategoryTiles() {
  const { data, isPending, isError } = useCategories();
  if (isError) return <Alert severity="warning">{t.home.categoriesError}</Alert>;
  return (
    <Box
      sx={grid}
      component="ul"
      aria-label={t.home.categoriesTitle}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {isPending
        ? Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} component="li" variant="rounded" height={TILE_HEIGHT} />
          ))
        : data.map((category) => <Tile key={category.id} category={category} />)}
    </Box>
  );
}

function Tile({ category }: { category: Category }) {
  return (
    <Card component="li" sx={{ height: '100%', minHeight: TILE_HEIGHT }}>
      <CardActionArea
        component={Link}
        to={paths.category(category.logicalName)}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}
      >
        <Avatar sx={{ bgcolor: category.color ?? 'primary.main', width: 44, height: 44 }}>
          <CategoryIcon name={category.icon} />
        </Avatar>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.25 }}>
          {category.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 'auto' }}>
          {countLt(category.postCount, t.plural.ads)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
