import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { paths } from '../../lib/paths.ts';
import { messageFirstLines, tm } from '../../messages/conversations.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { TextAreaField } from '../../ui/Field/Field.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { useNameGate } from '../auth/index.ts';
import styles from './messages.module.css';
import { SafetyTip } from './SafetyTip.tsx';

/** The first message about an ad: a few one-tap lines or one's own words; sent, it opens the conversation. */
export default function WriteDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: string[]; general: string[] }>({ field: [], general: [] });
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();

  const names = useNameGate();
  const send = async () => {
    setSending(true);
    try {
      const { sendToAd } = await import('./api.ts');
      const sent = await sendToAd(postId, text);
      navigate(paths.conversation(sent.conversationId));
    } catch (failure) {
      setSending(false);
      // The account has no name after all (cleared in another tab): ask, then send what is typed.
      if (isApiError(failure) && failure.fieldMessages('firstName').length > 0) return names.askName(() => void send());
      const field = isApiError(failure) ? failure.fieldMessages('text') : [];
      setError({ field, general: field.length > 0 ? [] : isApiError(failure) ? failure.messages : [tm.loadError] });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tm.writeTitle}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {tm.cancel}
          </Button>
          <Button
            variant="primary"
            onClick={() => names.withName(() => void send())}
            loading={sending}
            disabled={text.trim() === ''}
          >
            {tm.send}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <Text variant="body2" tone="secondary">
          {tm.firstLines}
        </Text>
        <div className={styles.lines}>
          {messageFirstLines.map((line) => (
            <button
              key={line}
              type="button"
              className={styles.line}
              aria-pressed={text === line}
              onClick={() => setText(line)}
            >
              {line}
            </button>
          ))}
        </div>
        <TextAreaField
          label={tm.messageLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          autoFocus
          error={error.field.length > 0 ? error.field.join(' ') : undefined}
          maxLength={2000}
        />
        {error.general.length > 0 && <Alert severity="error">{error.general.join(' ')}</Alert>}
        <SafetyTip />
      </div>
      {names.prompt}
    </Dialog>
  );
}
