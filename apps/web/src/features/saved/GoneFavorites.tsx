import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FavoriteStateItem } from '@skelbimai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '../../lib/contract.ts';
import { tal } from '../../messages/index.ts';
import { removeSavedPost } from './api.ts';
import { favoriteStatesKey } from './favoriteStates.ts';

const labels = { sold: tal.favorites.sold, expired: tal.favorites.expired, removed: tal.favorites.removed } as const;

/**
 * Bookmarks whose ad is sold, expired or removed: kept and marked rather than silently dropped, not
 * links (their page is gone or says so), each removable. A removed ad (deleted, blocked) shows nothing of itself.
 */
export function GoneFavorites({ items, userId }: { items: FavoriteStateItem[]; userId: string }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (postId: number) => removeSavedPost('favorites', postId),
    onSuccess: (_data, postId) =>
      queryClient.setQueryData<FavoriteStateItem[]>(favoriteStatesKey(userId), (list = []) =>
        list.filter((item) => item.postId !== postId),
      ),
  });
  const gone = items.filter((item) => item.state !== 'active');
  if (gone.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="gone-favorites" sx={{ mt: 4 }}>
      <Typography id="gone-favorites" variant="h6" component="h2">
        {tal.favorites.gone}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {tal.favorites.goneIntro}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {gone.map((item) => (
          <Card
            key={item.postId}
            component="li"
            variant="outlined"
            data-testid={`gone-favorite-${item.postId}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, flexWrap: 'wrap' }}
          >
            {item.thumbnailUrl && (
              <Box
                component="img"
                src={item.thumbnailUrl}
                alt=""
                loading="lazy"
                sx={{ width: 80, height: 60, objectFit: 'cover', borderRadius: 1, filter: 'grayscale(1)' }}
              />
            )}
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Chip
                size="small"
                label={labels[item.state as keyof typeof labels]}
                color={item.state === 'sold' ? 'default' : 'warning'}
                variant="outlined"
                sx={{ mb: 0.5 }}
              />
              {item.title && <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>}
              {item.title && <Typography color="textSecondary">{formatPrice(item.price)}</Typography>}
            </Box>
            <Button
              variant="outlined"
              size="small"
              aria-label={tal.favorites.remove(item.title)}
              disabled={remove.isPending && remove.variables === item.postId}
              onClick={() => remove.mutate(item.postId)}
            >
              {tal.favorites.removeButton}
            </Button>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
