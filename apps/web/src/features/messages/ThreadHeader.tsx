import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationAdState, ConversationThread } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatPrice } from '../../lib/contract.ts';
import { paths } from '../../lib/paths.ts';
import { conversationAdStateText, tm } from '../../messages/conversations.ts';
import { blockUser, deleteConversation, unblockUser } from './api.ts';
import { personName } from './personName.ts';

interface ThreadHeaderProps {
  thread: ConversationThread;
  onChanged: () => void;
  onDeleted: () => void;
}

/** The ad's page answers for these states (a sold ad's says 'Parduota' for 30 days); the others have none. */
const adPageOpen: ReadonlySet<ConversationAdState> = new Set(['active', 'reserved', 'sold']);

/** The ad at the top of a thread (its state when it is no longer shown), the other person, block and delete. */
export function ThreadHeader({ thread, onChanged, onDeleted }: ThreadHeaderProps) {
  const stateText = conversationAdStateText(thread.ad.state);
  const toggleBlock = async () => {
    await (thread.blockedByMe ? unblockUser(thread.other.id) : blockUser(thread.other.id));
    onChanged();
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useMutation({ mutationFn: () => deleteConversation(thread.id), onSuccess: onDeleted });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={tm.adLink}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar variant="rounded" src={thread.ad.thumbnailUrl ?? undefined} alt="" sx={{ width: 64, height: 64 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h1" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {adPageOpen.has(thread.ad.state) ? (
              <Link component={RouterLink} to={paths.ad(thread.ad.id)} underline="hover" color="inherit">
                {thread.ad.title}
              </Link>
            ) : (
              thread.ad.title
            )}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 700 }}>
            {formatPrice(thread.ad.price)}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="conversation-with">
            {personName(thread.other)}
          </Typography>
        </Box>
      </Box>
      {stateText && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="ad-state">
          {stateText}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        {!thread.other.deleted && (
          <Button size="small" color="warning" variant="outlined" onClick={toggleBlock}>
            {thread.blockedByMe ? tm.unblock : tm.block}
          </Button>
        )}
        <Button size="small" color="error" variant="outlined" onClick={() => setConfirmingDelete(true)}>
          {tm.deleteConversation}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={tm.deleteConversation}
        text={tm.deleteConfirm}
        confirmLabel={tm.deleteAction}
        cancelLabel={tm.cancel}
        danger
        busy={remove.isPending}
        errors={remove.error ? (isApiError(remove.error) ? remove.error.messages : [tm.deleteFailed]) : []}
        onCancel={() => {
          setConfirmingDelete(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate()}
      />
    </Paper>
  );
}
