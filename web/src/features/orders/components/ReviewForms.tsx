import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@gamelot/contract/schemas/reviews';
import { apiClient } from '@/shared/api-client/api-client';
import { isApiError } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Stars } from '@/shared/entities/Stars';
import { orderKeys } from '../api/orders';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';

const RATINGS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

function useAfterReview(orderId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) });
    // The offer page and the seller's profile list reviews: they changed.
    void queryClient.invalidateQueries({ queryKey: ['reviews'] });
  };
}

/** The buyer of a completed order reviews it once: a rating of 1–10 (shown as x/10) and a comment. */
export function ReviewForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const ratingId = useId();
  const commentId = useId();
  const [rating, setRating] = useState(10);
  const [comment, setComment] = useState('');
  const done = useAfterReview(orderId);
  const send = useMutation({
    mutationFn: () =>
      apiClient.post<Review>(`/api/orders/${orderId}/review`, { rating, comment: comment.trim() }),
    onSuccess: done,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form className={styles.dialog} onSubmit={submit} aria-labelledby={`${ratingId}-title`}>
      <h3 id={`${ratingId}-title`}>{t('reviews.title')}</h3>
      <label htmlFor={ratingId}>{t('reviews.rating')}</label>
      <span className={styles.ratingRow}>
        <select
          id={ratingId}
          className={styles.textarea}
          value={rating}
          onChange={(e) => setRating(Number(e.target.value))}
        >
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {r}/10
            </option>
          ))}
        </select>
        <Stars rating={rating} label={(count) => t('reviews.stars', { count })} />
      </span>
      <label htmlFor={commentId}>{t('reviews.comment')}</label>
      <textarea
        id={commentId}
        className={styles.textarea}
        rows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {send.isError && (
        <Alert>{isApiError(send.error) ? send.error.message : t('orders.actionFailed')}</Alert>
      )}
      <Button type="submit" disabled={send.isPending}>
        {t('reviews.submit')}
      </Button>
    </form>
  );
}

/** The seller answers the buyer's review once. */
export function ReplyForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [reply, setReply] = useState('');
  const done = useAfterReview(orderId);
  const send = useMutation({
    mutationFn: () => apiClient.post<Review>(`/api/orders/${orderId}/review/reply`, { reply: reply.trim() }),
    onSuccess: done,
  });
  return (
    <form
      className={styles.dialog}
      onSubmit={(event) => {
        event.preventDefault();
        if (reply.trim()) send.mutate();
      }}
    >
      <label htmlFor={fieldId}>{t('reviews.reply')}</label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={3}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
      />
      {send.isError && (
        <Alert>{isApiError(send.error) ? send.error.message : t('orders.actionFailed')}</Alert>
      )}
      <Button type="submit" variant="secondary" disabled={send.isPending || !reply.trim()}>
        {t('reviews.sendReply')}
      </Button>
    </form>
  );
}
