import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a PostCard while its data loads; same boxes, so nothing moves when the ads arrive. */
export function PostCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="post-card-skeleton" aria-hidden="true" sx={{ height: '100%' }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' } }}>
        <Box sx={{ width: { xs: 128, sm: '100%' }, flexShrink: 0 }}>
          <Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />
        </Box>
        <Box sx={{ p: 1.5, flexGrow: 1 }}>
          <Skeleton width="90%" />
          <Skeleton width="40%" height={28} />
          <Skeleton width="70%" />
          <Skeleton width="30%" />
        </Box>
      </Box>
    </Card>
  );
}
