import type { Post } from '@skelbimai/contract';
import { tmy } from '../../../../messages/myAds.ts';
import { Button } from '../../../../ui/Button/Button.tsx';
import { Dialog } from '../../../../ui/Dialog/Dialog.tsx';

/** 'Ištrinti skelbimą?': deleting cannot be undone by the owner, so it is asked first. */
export function DeletePostDialog({
  post,
  busy,
  onCancel,
  onConfirm,
}: {
  post: Post | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (post: Post) => void;
}) {
  return (
    <Dialog
      open={post !== null}
      // While the deletion runs, Escape and the backdrop do not close it.
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={tmy.confirmTitle}
      description={post ? tmy.confirmText(post.title) : ''}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onCancel} disabled={busy}>
            {tmy.confirmCancel}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => post && onConfirm(post)}>
            {tmy.confirmDelete}
          </Button>
        </>
      }
    />
  );
}
