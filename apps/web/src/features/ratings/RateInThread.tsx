import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { ratingMessages, tr } from '../../messages/ratings.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { RadioGroup } from '../../ui/Choice/Choice.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { TextAreaField } from '../../ui/Field/Field.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { conversationRatingQuery, createRating, ratingKeys } from './api.ts';
import styles from './ratings.module.css';

interface RateInThreadProps {
  conversationId: number;
  lastMessageId: number;
  /** The other person as the thread names them. */
  otherName: string;
}

/**
 * 'Įvertinti' in a thread once both have written (PRODUCT.md §27), then the viewer's own rating with
 * 'Paskelbsime, kai įvertins ir kita pusė arba po 14 dienų' until it is published. Nothing while rating is not
 * possible (a one-sided conversation, the window closed): the thread has enough to say.
 */
export function RateInThread({ conversationId, lastMessageId, otherName }: RateInThreadProps) {
  const query = useQuery(conversationRatingQuery(conversationId, lastMessageId));
  const [open, setOpen] = useState(false);
  const state = query.data;
  if (!state) return null;
  if (state.mine) {
    return (
      <div className={styles.inThread} data-testid="my-rating">
        <Text variant="body2" className={styles.summary}>
          {tr.yours(state.mine.stars)}
        </Text>
        <Text variant="body2" tone="secondary">
          {state.mine.published ? tr.publishedNote : ratingMessages.pending}
        </Text>
      </div>
    );
  }
  if (!state.canRate) return null;
  return (
    <div className={styles.inThread}>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {tr.rate}
      </Button>
      {open && <RateDialog conversationId={conversationId} otherName={otherName} onClose={() => setOpen(false)} />}
    </div>
  );
}

function RateDialog({
  conversationId,
  otherName,
  onClose,
}: {
  conversationId: number;
  otherName: string;
  onClose: () => void;
}) {
  const [stars, setStars] = useState('');
  const [comment, setComment] = useState('');
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const save = useMutation({
    mutationFn: () => createRating(conversationId, Number(stars), comment.trim()),
    onSuccess: () => {
      snackbar.show({ text: ratingMessages.created, color: 'success' });
      void client.invalidateQueries({ queryKey: ratingKeys.conversation(conversationId) });
      onClose();
    },
  });
  const errorOf = (property: string) =>
    isApiError(save.error) ? save.error.fieldErrors[property]?.join(' ') : undefined;
  const general = save.error
    ? isApiError(save.error)
      ? errorOf('stars') || errorOf('comment')
        ? null
        : save.error.messages.join(' ')
      : tr.saveFailed
    : null;
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !save.isPending) onClose();
      }}
      title={tr.rateTitle(otherName)}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={save.isPending}>
            {tr.cancel}
          </Button>
          <Button variant="primary" onClick={() => save.mutate()} disabled={stars === '' || save.isPending}>
            {tr.rate}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <RadioGroup
          legend={tr.starsLegend}
          name="stars"
          value={stars}
          onChange={setStars}
          options={tr.starLabels.map((label, index) => ({ value: String(index + 1), label })).reverse()}
        />
        {errorOf('stars') && <Alert severity="error">{errorOf('stars')}</Alert>}
        <TextAreaField
          label={tr.comment}
          hint={tr.commentHint}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={500}
          rows={3}
          error={errorOf('comment')}
        />
        {general && <Alert severity="error">{general}</Alert>}
      </div>
    </Dialog>
  );
}
