import BarChartIcon from '@mui/icons-material/BarChart';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Post } from '@skelbimai/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { tst } from '../../../../messages/index.ts';

/** The owner's card's totals (phone reveals, bookmarks) and the way to the ad's daily statistics. */
export function MyPostTotals({ post }: { post: Post }) {
  const totals = post.statistics;
  return (
    <>
      {totals && (
        <Typography variant="body2" color="textSecondary">
          {tst.phoneReveals(totals.phoneReveals)} · {tst.bookmarks(totals.bookmarks)}
        </Typography>
      )}
      <Link
        component={RouterLink}
        to={paths.adStatistics(post.id)}
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <BarChartIcon fontSize="inherit" aria-hidden />
        {tst.link}
      </Link>
    </>
  );
}
