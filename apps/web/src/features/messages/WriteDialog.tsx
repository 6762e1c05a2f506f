import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { paths } from '../../lib/paths.ts';
import { messageFirstLines, tm } from '../../messages/conversations.ts';
import { SafetyTip } from './SafetyTip.tsx';

/** The first message about an ad: a few one-tap lines or one's own words; sent, it opens the conversation. */
export default function WriteDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: string[]; general: string[] }>({ field: [], general: [] });
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();

  const send = async () => {
    setSending(true);
    try {
      const { sendToAd } = await import('./api.ts');
      const sent = await sendToAd(postId, text);
      navigate(paths.conversation(sent.conversationId));
    } catch (failure) {
      const field = isApiError(failure) ? failure.fieldMessages('text') : [];
      setError({ field, general: field.length > 0 ? [] : isApiError(failure) ? failure.messages : [tm.loadError] });
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="write-to-seller-title">
      <DialogTitle id="write-to-seller-title">{tm.writeTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {tm.firstLines}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {messageFirstLines.map((line) => (
            <Chip
              key={line}
              label={line}
              onClick={() => setText(line)}
              variant={text === line ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
        <TextField
          label={tm.messageLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={error.field.length > 0}
          helperText={error.field.join(' ')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {error.general.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.general.join(' ')}
          </Alert>
        )}
        <SafetyTip sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tm.cancel}</Button>
        <Button variant="contained" onClick={send} loading={sending} disabled={text.trim() === ''}>
          {tm.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
