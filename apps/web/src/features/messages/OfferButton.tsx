import type { ConversationThread } from '@skelbimai/contract';
import { offerMessages } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { to } from '../../messages/offers.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { TextField } from '../../ui/Field/Field.tsx';
import { iconSell } from '../../ui/icons/iconSell.ts';
import { Text } from '../../ui/Text/Text.tsx';
import { messageKeys } from './api.ts';
import styles from './messages.module.css';
import { createOffer } from './offerApi.ts';
import offerStyles from './offers.module.css';

/** '1 200', '1200,50', '1200.5' → a number; anything else → null (the field then asks for an amount). */
export function parseOfferAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : null;
}

/** 'Siūlyti kainą' under the buyer's thread: an amount in euros, sent as an offer the seller answers. */
export function OfferButton({ conversationId }: { conversationId: number }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: string; general: string }>({ field: '', general: '' });
  const [sending, setSending] = useState(false);
  const client = useQueryClient();

  const close = () => {
    setOpen(false);
    setText('');
    setError({ field: '', general: '' });
  };
  const send = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const amount = parseOfferAmount(text);
    if (amount === null) return setError({ field: offerMessages.amountRequired, general: '' });
    setSending(true);
    try {
      const { message } = await createOffer(conversationId, amount);
      client.setQueryData<ConversationThread>(messageKeys.thread(conversationId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      close();
    } catch (failure) {
      const field = isApiError(failure) ? failure.fieldMessages('amount') : [];
      setError({
        field: field.join(' '),
        general: field.length > 0 ? '' : isApiError(failure) ? failure.messages.join(' ') : to.failed,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        startIcon={iconSell}
        onClick={() => setOpen(true)}
        className={offerStyles.offerButton}
      >
        {to.offer}
      </Button>
      {open && (
        <Dialog
          open
          onOpenChange={(next) => {
            if (!next) close();
          }}
          title={to.offer}
          actions={
            <>
              <Button variant="text" onClick={close}>
                {to.cancel}
              </Button>
              <Button variant="primary" onClick={() => void send()} loading={sending} disabled={text.trim() === ''}>
                {to.send}
              </Button>
            </>
          }
        >
          <form className={styles.form} onSubmit={(event) => void send(event)}>
            <TextField
              label={to.amountLabel}
              unit="€"
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={error.field || undefined}
              maxLength={20}
            />
            <Text variant="body2" tone="secondary">
              {to.hint}
            </Text>
            {error.general && <Alert severity="error">{error.general}</Alert>}
          </form>
        </Dialog>
      )}
    </>
  );
}
