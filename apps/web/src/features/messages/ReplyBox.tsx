import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ConversationThread } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { tm } from '../../messages/conversations.ts';
import { messageKeys, sendReply } from './api.ts';

/** The reply box under a thread; a sent message joins the thread at once (the stream's copy is the same id). */
export function ReplyBox({ conversationId }: { conversationId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const client = useQueryClient();

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setSending(true);
    try {
      const { message } = await sendReply(conversationId, text);
      client.setQueryData<ConversationThread>(messageKeys.thread(conversationId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      setText('');
      setError('');
    } catch (failure) {
      setError(isApiError(failure) ? [...failure.fieldMessages('text'), ...failure.messages].join(' ') : tm.loadError);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={tm.replyLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        maxRows={6}
        fullWidth
        error={error !== ''}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) void send(event);
        }}
      />
      <Button type="submit" variant="contained" loading={sending} endIcon={<SendIcon />} sx={{ mt: 1 }}>
        {tm.send}
      </Button>
    </Box>
  );
}
