import { useCallback } from 'react';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { t } from '../../messages/index.ts';
import { useSavedPosts } from './context.ts';
import type { SavedKind } from './guestSets.ts';

/** The notice of a reversible action (SPEC.md §4), exactly as quoted. */
export function savedNotice(kind: SavedKind, postId: number, on: boolean): string {
  if (kind === 'favorites') return on ? t.saved.favorited(postId) : t.saved.unfavorited(postId);
  return on ? t.saved.hidden(postId) : t.saved.shown(postId);
}

/**
 * Toggles one ad in a set and offers the reverse in the snackbar ('Atšaukti'). The reverse is the
 * opposite action with its own notice and no further offer (SPEC.md §3 'Reversible action').
 */
export function useSavedToggle(kind: SavedKind) {
  const saved = useSavedPosts();
  const snackbar = useSnackbar();
  const { setSaved } = saved;
  const set = saved[kind];

  return useCallback(
    (postId: number) => {
      const on = !set.has(postId);
      void setSaved(kind, postId, on);
      snackbar.show({
        text: savedNotice(kind, postId, on),
        color: 'info',
        action: {
          label: t.saved.undo,
          onClick: () => {
            void setSaved(kind, postId, !on);
            snackbar.show({ text: savedNotice(kind, postId, !on), color: 'info' });
          },
        },
      });
    },
    [kind, set, setSaved, snackbar],
  );
}
