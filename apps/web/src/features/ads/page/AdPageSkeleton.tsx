import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { t } from '../../../messages/index.ts';
import { adLayoutSx } from './PostView.tsx';

/** The ad page's boxes while it loads, laid out like the page so nothing jumps when it arrives. */
export function AdPageSkeleton() {
  return (
    <Box sx={adLayoutSx} aria-busy="true" aria-label={t.adPage.loading} data-testid="ad-skeleton">
      <Box sx={{ gridArea: 'gallery', mx: { xs: -1.5, sm: 0 } }}>
        <Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '4 / 3', borderRadius: { xs: 0, sm: 1 } }} />
      </Box>
      <Box sx={{ gridArea: 'summary' }}>
        <Skeleton width="40%" />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="90%" />
        <Skeleton variant="text" sx={{ fontSize: '1.8rem' }} width="35%" />
        <Skeleton width="60%" />
        <Skeleton width="50%" />
        <Skeleton variant="rectangular" height={150} sx={{ mt: 2, borderRadius: 1 }} />
      </Box>
      <Box sx={{ gridArea: 'description' }}>
        <Skeleton width="30%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="80%" />
      </Box>
    </Box>
  );
}
