import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { z } from 'zod';
import { orderReviewBodySchema, reviewReplyBodySchema, type Review } from '@gamelot/contract/schemas/reviews';
import { apiClient } from '@/shared/api-client/api-client';
import { serverMessage } from '@/shared/api-client/api-error';
import { useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { errorProps, FieldError } from '@/shared/ui/FieldError';
import { Stars } from '@/shared/entities/Stars';
import { orderKeys } from '../api/orders';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/validation-texts';

const RATINGS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

function useAfterReview(orderId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) });
    // The offer page and the seller's profile list reviews: they changed.
    void queryClient.invalidateQueries({ queryKey: ['reviews'] });
  };
}

/**
 * The buyer of a completed order reviews it once: a rating of 1–10 (shown as x/10) and a comment,
 * checked by the contract's review schema before any request. A lazily loaded chunk (OrderPage).
 */
export function ReviewForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const ratingId = useId();
  const commentId = useId();
  const form = useContractForm(orderReviewBodySchema, {
    t,
    messages: 'validation.orders',
    defaultValues: { rating: 10, comment: '' },
  });
  const { errors } = form.formState;
  const done = useAfterReview(orderId);
  const send = useMutation({
    mutationFn: (body: z.output<typeof orderReviewBodySchema>) =>
      apiClient.post<Review>(`/api/orders/${orderId}/review`, body),
    onSuccess: done,
  });
  useServerFieldErrors(form, send.error, ['rating', 'comment'], 'validation.orders', t);
  return (
    <form
      className={styles.dialog}
      onSubmit={form.handleSubmit((body) => send.mutate(body))}
      noValidate
      aria-labelledby={`${ratingId}-title`}
    >
      <h3 id={`${ratingId}-title`}>{t('reviews.title')}</h3>
      <label htmlFor={ratingId}>{t('reviews.rating')}</label>
      <span className={styles.ratingRow}>
        <select
          id={ratingId}
          className={styles.textarea}
          {...errorProps(`${ratingId}-error`, errors.rating?.message)}
          {...form.register('rating', { valueAsNumber: true })}
        >
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {r}/10
            </option>
          ))}
        </select>
        <Stars rating={form.watch('rating')} label={(count) => t('reviews.stars', { count })} />
      </span>
      <FieldError id={`${ratingId}-error`} message={errors.rating?.message} />
      <label htmlFor={commentId}>{t('reviews.comment')}</label>
      <textarea
        id={commentId}
        className={styles.textarea}
        rows={3}
        {...errorProps(`${commentId}-error`, errors.comment?.message)}
        {...form.register('comment')}
      />
      <FieldError id={`${commentId}-error`} message={errors.comment?.message} />
      {send.isError && <Alert>{serverMessage(send.error, t('orders.actionFailed'))}</Alert>}
      <Button type="submit" disabled={send.isPending}>
        {t('reviews.submit')}
      </Button>
    </form>
  );
}

/** The review the seller replies to: its rating and comment, above the reply. */
function ReviewBeingAnswered({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const review = useQuery({
    queryKey: [...orderKeys.one(orderId), 'review'],
    queryFn: () => apiClient.get<Review>(`/api/orders/${orderId}/review`),
  });
  if (!review.data) return null;
  return (
    <figure className={styles.delivery} data-testid="review-to-answer">
      <figcaption>
        {t('reviews.buyerWrote', { name: review.data.buyer.name })}{' '}
        <Stars rating={review.data.rating} label={(count) => t('reviews.stars', { count })} />{' '}
        {review.data.rating}/10
      </figcaption>
      {review.data.comment ? <blockquote>{review.data.comment}</blockquote> : null}
    </figure>
  );
}

/**
 * The seller answers the buyer's review once, checked by the contract's reply schema, with the
 * review in view. A lazy chunk.
 */
export function ReplyForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const form = useContractForm(reviewReplyBodySchema, {
    t,
    messages: 'validation.orders',
    defaultValues: { reply: '' },
  });
  const error = form.formState.errors.reply?.message;
  const done = useAfterReview(orderId);
  const send = useMutation({
    mutationFn: (body: z.output<typeof reviewReplyBodySchema>) =>
      apiClient.post<Review>(`/api/orders/${orderId}/review/reply`, body),
    onSuccess: done,
  });
  useServerFieldErrors(form, send.error, ['reply'], 'validation.orders', t);
  // Nothing to send yet: the button waits for a reply (the schema says why, were it pressed).
  const empty = !form.watch('reply').trim();
  return (
    <form className={styles.dialog} onSubmit={form.handleSubmit((body) => send.mutate(body))} noValidate>
      <ReviewBeingAnswered orderId={orderId} />
      <label htmlFor={fieldId}>{t('reviews.reply')}</label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={3}
        {...errorProps(`${fieldId}-error`, error)}
        {...form.register('reply')}
      />
      <FieldError id={`${fieldId}-error`} message={error} />
      {send.isError && <Alert>{serverMessage(send.error, t('orders.actionFailed'))}</Alert>}
      <Button type="submit" variant="secondary" disabled={send.isPending || empty}>
        {t('reviews.sendReply')}
      </Button>
    </form>
  );
}
