import type { PublicRating } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { useAuth } from '../../lib/authContext.ts';
import { formatDate } from '../../lib/dates.ts';
import { ratingMessages, tr } from '../../messages/ratings.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { SelectField, TextAreaField } from '../../ui/Field/Field.tsx';
import { Pagination } from '../../ui/Pagination/Pagination.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { answerRating, ratingKeys, reportRating, reportReasonsQuery, userRatingsQuery } from './api.ts';
import styles from './ratings.module.css';

/**
 * The seller page's 'Atsiliepimai' (PRODUCT.md §27): published ratings, newest first, paged; the seller answers
 * each once ('Atsakyti'), anyone else signed in may report one ('Pranešti').
 */
export function SellerRatings({ sellerId, count }: { sellerId: string; count: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...userRatingsQuery(sellerId, page), enabled: count > 0 });
  if (count === 0) return null;
  return (
    <section aria-labelledby="seller-ratings">
      <Heading level={2} size="h6" id="seller-ratings">
        {tr.listTitle}
      </Heading>
      {query.isError && <Alert severity="warning">{tr.loadError}</Alert>}
      <ul className={styles.list} aria-label={tr.listLabel}>
        {(query.data?.items ?? []).map((rating) => (
          <RatingItem key={rating.id} rating={rating} sellerId={sellerId} />
        ))}
      </ul>
      <Pagination count={query.data?.totalPages ?? 1} page={page} onChange={setPage} />
    </section>
  );
}

function RatingItem({ rating, sellerId }: { rating: PublicRating; sellerId: string }) {
  const { user } = useAuth();
  const [answering, setAnswering] = useState(false);
  const [reporting, setReporting] = useState(false);
  const mayAnswer = user?.id === sellerId && rating.answer === null;
  const mayReport = user !== null && user.id !== sellerId;
  return (
    <li className={styles.item} data-testid="rating">
      <div className={styles.itemHead}>
        <span className={styles.star} role="img" aria-label={tr.starsOf(rating.stars)}>
          {'★'.repeat(rating.stars)}
          {'☆'.repeat(5 - rating.stars)}
        </span>
        <Text as="span" variant="body2" className={styles.summary}>
          {rating.raterName ?? tr.anonymous}
        </Text>
        <Text as="span" variant="body2" tone="secondary">
          {formatDate(rating.createdAt)}
        </Text>
      </div>
      {rating.comment && <Text variant="body2">{rating.comment}</Text>}
      {rating.answer && (
        <Text variant="body2" className={styles.answer}>
          <strong>{tr.answerOf}</strong> {rating.answer}
        </Text>
      )}
      {answering && <AnswerForm rating={rating} sellerId={sellerId} onDone={() => setAnswering(false)} />}
      {(mayAnswer || mayReport) && !answering && (
        <div className={styles.actions}>
          {mayAnswer && (
            <Button size="small" variant="text" onClick={() => setAnswering(true)}>
              {tr.answer}
            </Button>
          )}
          {mayReport && (
            <Button size="small" variant="text" onClick={() => setReporting(true)}>
              {tr.report}
            </Button>
          )}
        </div>
      )}
      {reporting && <ReportRatingDialog ratingId={rating.id} onClose={() => setReporting(false)} />}
    </li>
  );
}

function AnswerForm({ rating, sellerId, onDone }: { rating: PublicRating; sellerId: string; onDone: () => void }) {
  const [text, setText] = useState('');
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: () => answerRating(rating.id, text.trim()),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ratingKeys.user(sellerId) });
      onDone();
    },
  });
  const error = send.error
    ? isApiError(send.error)
      ? (send.error.fieldErrors.text ?? send.error.messages).join(' ')
      : tr.loadError
    : undefined;
  return (
    <div className={styles.form}>
      <TextAreaField
        label={tr.answerLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={500}
        rows={2}
        error={error}
      />
      <div className={styles.actions}>
        <Button size="small" variant="primary" disabled={!text.trim() || send.isPending} onClick={() => send.mutate()}>
          {tr.answerSend}
        </Button>
        <Button size="small" variant="text" onClick={onDone}>
          {tr.cancel}
        </Button>
      </div>
    </div>
  );
}

function ReportRatingDialog({ ratingId, onClose }: { ratingId: number; onClose: () => void }) {
  const reasons = useQuery(reportReasonsQuery);
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const snackbar = useSnackbar();
  const submit = async () => {
    try {
      await reportRating(ratingId, Number(reasonId), comment.trim());
      snackbar.show({ text: ratingMessages.reported, color: 'success' });
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.messages.join(' ') : tr.loadError);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tr.reportTitle}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {tr.cancel}
          </Button>
          <Button variant="primary" onClick={submit} disabled={reasonId === ''}>
            {tr.report}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <SelectField
          label={tr.reason}
          value={reasonId}
          onChange={(event) => setReasonId(event.target.value)}
          placeholder=""
          options={(reasons.data ?? []).map((reason) => ({ value: String(reason.id), label: reason.name }))}
        />
        <TextAreaField label={tr.reportComment} value={comment} onChange={(e) => setComment(e.target.value)} rows={2} />
        {error && <Alert severity="error">{error}</Alert>}
      </div>
    </Dialog>
  );
}
