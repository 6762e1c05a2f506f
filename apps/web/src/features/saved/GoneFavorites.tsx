import type { FavoriteStateItem } from '@skelbimai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '../../lib/contract.ts';
import { tal } from '../../messages/alerts.ts';
import { Chip } from '../../ui/Badge/Badge.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { removeSavedPost } from './api.ts';
import { favoriteStatesKey } from './favoriteStates.ts';
import styles from './GoneFavorites.module.css';

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
    <section aria-labelledby="gone-favorites" className={styles.section}>
      <Heading level={2} size="h6" id="gone-favorites">
        {tal.favorites.gone}
      </Heading>
      <Text tone="secondary" className={styles.intro}>
        {tal.favorites.goneIntro}
      </Text>
      <ul className={styles.list}>
        {gone.map((item) => (
          <Card
            key={item.postId}
            as="li"
            padded={false}
            className={styles.item}
            data-testid={`gone-favorite-${item.postId}`}
          >
            {item.thumbnailUrl && <img src={item.thumbnailUrl} alt="" loading="lazy" className={styles.thumbnail} />}
            <div className={styles.details}>
              <Chip
                size="small"
                variant="outlined"
                tone={item.state === 'sold' ? 'neutral' : 'warning'}
                className={styles.state}
              >
                {labels[item.state as keyof typeof labels]}
              </Chip>
              {item.title && <Text className={styles.title}>{item.title}</Text>}
              {item.title && <Text tone="secondary">{formatPrice(item.price)}</Text>}
            </div>
            <Button
              variant="secondary"
              size="small"
              aria-label={tal.favorites.remove(item.title)}
              disabled={remove.isPending && remove.variables === item.postId}
              onClick={() => remove.mutate(item.postId)}
            >
              {tal.favorites.removeButton}
            </Button>
          </Card>
        ))}
      </ul>
    </section>
  );
}
