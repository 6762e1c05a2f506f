import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GoneAd } from '@skelbimai/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { errorMessages, t } from '../../../messages/index.ts';
import { SimilarAds } from './SimilarAds.tsx';

/**
 * /skelbimas/{id} of an ad that existed and is no longer shown (the API's 410): the notice, its title unless it
 * was blocked, the way to its subcategory and the newest similar ads. Nothing else of it: no picture, price or
 * contact of a deleted ad.
 */
export function GoneAdView({ gone }: { gone: GoneAd }) {
  const { category, subCategory } = gone;
  return (
    <Box component="article" data-testid="gone-ad">
      <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 6 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {errorMessages.goneAd}
        </Typography>
        {gone.title && (
          <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {t.adPage.goneTitle(gone.title)}
          </Typography>
        )}
        <Typography sx={{ mt: 2 }}>
          {t.adPage.goneMore}{' '}
          <Link component={RouterLink} to={paths.category(category.logicalName, subCategory.logicalName)}>
            {`${category.name} › ${subCategory.name}`}
          </Link>
        </Typography>
      </Box>
      <SimilarAds post={gone} />
    </Box>
  );
}
