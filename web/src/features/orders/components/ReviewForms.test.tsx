import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX } from '@gamelot/contract/rules';
import { i18n } from '@/shared/i18n/i18n';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { ReplyForm, ReviewForm } from './ReviewForms';

type Answer = () => Response | Promise<Response>;

const REVIEW = {
  id: 5,
  buyerId: 1,
  sellerId: 3,
  offerId: 10,
  rating: 6,
  comment: 'Took two days',
  createdAt: '2026-11-21T10:00:00Z',
  sellerReply: null,
  sellerRepliedAt: null,
  buyer: { id: 1, name: 'Buyer Bea', imageUrl: null },
  offer: { id: 10, name: 'Steam key' },
};

function setup(form: 'review' | 'reply', answer: Answer = () => jsonResponse({ id: 5 }, 201)) {
  storeSession();
  const route = form === 'review' ? 'POST /api/orders/12/review' : 'POST /api/orders/12/review/reply';
  const fetchMock = mockApi({
    [route]: answer,
    'GET /api/orders/12': () => errorResponse(404, 'Not found'),
    'GET /api/orders/12/review': () => jsonResponse(REVIEW),
  });
  renderWithProviders(form === 'review' ? <ReviewForm orderId={12} /> : <ReplyForm orderId={12} />);
  const sent = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => url.includes('/review') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
  return { fetchMock, sent, user: userEvent.setup({ delay: null }) };
}

describe('ReviewForm', () => {
  it('refuses a comment over the limit, in Russian, and sends nothing', async () => {
    const { user, sent } = setup('review');
    await user.click(screen.getByLabelText('Комментарий'));
    await user.paste('x'.repeat(REVIEW_COMMENT_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Опубликовать отзыв' }));
    expect(await screen.findByText('Отзыв — не больше 2000 символов')).toBeInTheDocument();
    expect(screen.getByLabelText('Комментарий')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, sent } = setup('review');
    await user.click(screen.getByLabelText('Comment'));
    await user.paste('x'.repeat(REVIEW_COMMENT_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Publish the review' }));
    expect(await screen.findByText('A review can be at most 2000 characters')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("sends the schema's output: the rating as a number, the comment trimmed", async () => {
    let answer!: () => void;
    const { user, sent } = setup(
      'review',
      () => new Promise((resolve) => (answer = () => resolve(jsonResponse({ id: 5 }, 201)))),
    );
    await user.selectOptions(screen.getByLabelText('Оценка'), '7');
    expect(screen.getByRole('img', { name: 'Звёзд: 3 из 5' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Комментарий'), '  Fine, fast  ');
    await user.click(screen.getByRole('button', { name: 'Опубликовать отзыв' }));
    await vi.waitFor(() => expect(sent()).toEqual([{ rating: 7, comment: 'Fine, fast' }]));
    expect(screen.getByRole('button', { name: 'Опубликовать отзыв' })).toBeDisabled();
    answer();
  });

  it("shows the server's refusal", async () => {
    const { user } = setup('review', () => errorResponse(409, MESSAGES.reviewExists));
    await user.click(screen.getByRole('button', { name: 'Опубликовать отзыв' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.reviewExists);
  });
});

describe('ReplyForm', () => {
  it('shows the review the seller replies to', async () => {
    setup('reply');
    const review = await screen.findByTestId('review-to-answer');
    expect(review).toHaveTextContent('Buyer Bea оценил(а) сделку');
    expect(review).toHaveTextContent('6/10');
    expect(review).toHaveTextContent('Took two days');
    expect(screen.getByRole('img', { name: 'Звёзд: 3 из 5' })).toBeInTheDocument();
  });

  it('waits for a reply, then refuses one over the limit and sends nothing', async () => {
    const { user, sent } = setup('reply');
    const button = screen.getByRole('button', { name: 'Ответить' });
    await user.type(screen.getByLabelText('Ответ на отзыв покупателя'), '   ');
    expect(button).toBeDisabled();
    await user.paste('x'.repeat(REVIEW_REPLY_MAX + 1));
    await user.click(button);
    expect(await screen.findByText('Ответ — не больше 2000 символов')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("sends the schema's output, trimmed", async () => {
    const { user, fetchMock, sent } = setup('reply');
    await user.type(screen.getByLabelText('Ответ на отзыв покупателя'), ' Thank you! ');
    await user.click(screen.getByRole('button', { name: 'Ответить' }));
    await vi.waitFor(() => expect(sent()).toEqual([{ reply: 'Thank you!' }]));
    expect(calls(fetchMock)).toContain('POST /api/orders/12/review/reply');
  });
});
