import type { SavedPost } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { tsv } from '../../messages/saved.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { addSavedPost, savedKey } from './api.ts';
import { clearGuestSet, declineMove, type SavedKind } from './guestSets.ts';

interface Props {
  favorites: readonly SavedPost[];
  hidden: readonly SavedPost[];
  userId: string;
}

/**
 * After sign-in, the ads a guest bookmarked or hid in this browser can be kept in the account. Asked once:
 * 'Perkelti į paskyrą' posts each and empties the browser's sets; 'Ne' leaves them for guest browsing and
 * is remembered until the guest changes them again.
 */
export default function MoveToAccountDialog({ favorites, hidden, userId }: Props) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState(false);

  const moveKind = async (kind: SavedKind, posts: readonly SavedPost[]) => {
    const done: number[] = [];
    for (const { postId } of posts) {
      try {
        await addSavedPost(kind, postId);
        done.push(postId);
      } catch (error) {
        console.error(`Moving ${kind} #${postId} into the account failed`, error);
        // The server refused this ad for good (deleted, unknown): nothing to keep it for. A lost session
        // (401) or a rate limit (429) is passing, so those stay in the browser.
        if (isApiError(error) && (error.status === 400 || error.status === 404)) done.push(postId);
      }
    }
    clearGuestSet(kind, done);
    await queryClient.invalidateQueries({ queryKey: savedKey(kind, userId), exact: true });
    return done.length === posts.length;
  };

  const move = async () => {
    setPending(true);
    const [allFavorites, allHidden] = [await moveKind('favorites', favorites), await moveKind('hidden', hidden)];
    // What failed for a passing reason stays in the browser, without asking again now.
    if (!allFavorites || !allHidden) declineMove();
    else snackbar.show({ text: tsv.moved, color: 'success' });
  };

  return (
    <Dialog
      open
      // While the ads move, Escape and the backdrop do not close it.
      onOpenChange={(open) => {
        if (!open && !pending) declineMove();
      }}
      title={tsv.moveTitle}
      description={tsv.moveText(favorites.length, hidden.length)}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={declineMove} disabled={pending}>
            {tsv.moveNo}
          </Button>
          <Button variant="primary" onClick={move} loading={pending}>
            {tsv.moveYes}
          </Button>
        </>
      }
    />
  );
}
