import { useCallback } from 'react';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { t } from '../../messages/lt.ts';
import { useSavedPosts } from './context.ts';
import type { SavedKind } from './guestSets.ts';

/** The notice of a reversible action: PRODUCT.md §4's words exactly, then the ad's title when known. */
export function savedNotice(kind: SavedKind, postId: number, on: boolean, title?: string): string {
  if (kind === 'favorites') return on ? t.saved.favorited(postId, title) : t.saved.unfavorited(postId, title);
  return on ? t.saved.hidden(postId, title) : t.saved.shown(postId, title);
}

/**
 * Toggles one ad in a set and offers the reverse in the snackbar ('Atšaukti'). The reverse is the
 * opposite action with its own notice and no further offer (PRODUCT.md §3 'Reversible action').
 */
export function useSavedToggle(kind: SavedKind) {
  const saved = useSavedPosts();
  const snackbar = useSnackbar();
  const { setSaved } = saved;
  const set = saved[kind];

  return useCallback(
    (postId: number, title?: string) => {
      const on = !set.has(postId);
      void setSaved(kind, postId, on);
      snackbar.show({
        text: savedNotice(kind, postId, on, title),
        color: 'info',
        action: {
          label: t.saved.undo,
          onClick: () => {
            void setSaved(kind, postId, !on);
            snackbar.show({ text: savedNotice(kind, postId, !on, title), color: 'info' });
          },
        },
      });
    },
    [kind, set, setSaved, snackbar],
  );
}
