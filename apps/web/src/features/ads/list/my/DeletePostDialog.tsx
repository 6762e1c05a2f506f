import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Post } from '@skelbimai/contract';
import { t } from '../../../../messages/index.ts';

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
    <Dialog open={post !== null} onClose={busy ? undefined : onCancel} aria-labelledby="delete-post-title">
      <DialogTitle id="delete-post-title">{t.ads.my.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{post ? t.ads.my.confirmText(post.title) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t.ads.my.confirmCancel}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => post && onConfirm(post)}>
          {t.ads.my.confirmDelete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
