import type { Post } from '@skelbimai/contract';
import { t } from '../../../../messages/lt.ts';
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
      title={t.ads.my.confirmTitle}
      description={post ? t.ads.my.confirmText(post.title) : ''}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onCancel} disabled={busy}>
            {t.ads.my.confirmCancel}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => post && onConfirm(post)}>
            {t.ads.my.confirmDelete}
          </Button>
        </>
      }
    />
  );
}
