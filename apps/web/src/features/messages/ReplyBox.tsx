import { type ConversationThread, MESSAGE_PICTURES_MAX, type MessagePicture } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { tm } from '../../messages/conversations.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { TextAreaField } from '../../ui/Field/Field.tsx';
import { iconSend } from '../../ui/icons/iconSend.ts';
import { usePictureUploads } from '../ads/form/usePictureUploads.ts';
import { AttachPictures } from './AttachPictures.tsx';
import { MESSAGE_PICTURE_UPLOAD_PATH, messageKeys, sendReply } from './api.ts';
import styles from './messages.module.css';
import pictureStyles from './pictures.module.css';

const NO_PICTURES: MessagePicture[] = [];

/** The reply box under a thread; a sent message joins the thread at once (the stream's copy is the same id). */
export function ReplyBox({ conversationId }: { conversationId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const client = useQueryClient();
  const pictures = usePictureUploads(NO_PICTURES, MESSAGE_PICTURES_MAX, MESSAGE_PICTURE_UPLOAD_PATH);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' && pictures.pictureIds.length === 0) return;
    if (pictures.uploading) return setError(tm.picturesRunning);
    setSending(true);
    try {
      const { message } = await sendReply(conversationId, text, pictures.pictureIds);
      client.setQueryData<ConversationThread>(messageKeys.thread(conversationId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      setText('');
      setError('');
      for (const item of pictures.items) pictures.remove(item.key);
    } catch (failure) {
      const said = isApiError(failure)
        ? [...failure.fieldMessages('text'), ...failure.fieldMessages('pictures'), ...failure.messages]
        : [tm.loadError];
      setError([...new Set(said)].join(' '));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={pictureStyles.replyBox}>
      <form onSubmit={send} className={styles.reply}>
        <TextAreaField
          label={tm.replyLabel}
          className={styles.replyField}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={1}
          error={error || undefined}
          maxLength={2000}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) void send(event);
          }}
        />
        <Button type="submit" variant="primary" size="large" loading={sending} endIcon={iconSend}>
          {tm.send}
        </Button>
      </form>
      <AttachPictures uploads={pictures} />
    </div>
  );
}
