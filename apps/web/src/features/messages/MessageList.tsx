import FlagIcon from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ChatMessage, ConversationThread } from '@skelbimai/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { tm } from '../../messages/conversations.ts';
import { SafetyTip } from './SafetyTip.tsx';

const ReportDialog = lazy(() => import('./ReportDialog.tsx'));

/** The thread's messages, oldest first; 'Perskaityta' under the last of mine the other side has read. */
export function MessageList({ thread }: { thread: ConversationThread }) {
  const [reporting, setReporting] = useState<number | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const lastRead = [...thread.messages].reverse().find((m) => m.fromMe && m.id <= thread.readByOtherUpTo)?.id;
  const count = thread.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is the trigger.
  useEffect(() => {
    // A block body: Chromium's scrollIntoView may return a promise, which React would take for a cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <>
      <Box
        component="ol"
        aria-label={tm.threadLabel}
        aria-live="polite"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        data-testid="thread"
      >
        {thread.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            read={message.id === lastRead}
            onReport={() => setReporting(message.id)}
          />
        ))}
      </Box>
      {/* Outside the list: a list holds only its items. */}
      <div ref={end} />
      {reporting !== null && (
        <Suspense fallback={null}>
          <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );
}

function MessageItem({ message, read, onReport }: { message: ChatMessage; read: boolean; onReport: () => void }) {
  return (
    <Box component="li" sx={{ alignSelf: message.fromMe ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: message.fromMe ? 'primary.main' : 'grey.100',
          color: message.fromMe ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
        data-testid={message.fromMe ? 'my-message' : 'their-message'}
      >
        {message.text}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          justifyContent: message.fromMe ? 'flex-end' : 'flex-start',
        }}
      >
        <Typography variant="caption" color="textSecondary">
          {formatDateTime(message.sentAt)}
        </Typography>
        {read && (
          <Typography variant="caption" color="textSecondary" data-testid="read-receipt">
            {tm.read}
          </Typography>
        )}
        {!message.fromMe && (
          <IconButton size="small" aria-label={tm.report} title={tm.report} onClick={onReport}>
            <FlagIcon fontSize="inherit" />
          </IconButton>
        )}
      </Box>
      {message.safetyTip && <SafetyTip sx={{ mt: 0.5 }} />}
    </Box>
  );
}
