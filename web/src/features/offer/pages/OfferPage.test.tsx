import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StoredUser } from '@gamelot/contract/schemas/user';
import { formatRoubles } from '@/shared/i18n/format';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { sellerStatsFixture } from '@/test/offer-fixtures';
import { onlineStatusQueryOptions } from '../api/get-online-status';
import OfferPage from './OfferPage';

const SELLER_ID = 3;
const offer = {
  id: 10,
  name: 'Gold 1000',
  price: 113,
  originalPrice: 100,
  unitPrice: 100,
  deliveryMinutes: 60,
  userId: SELLER_ID,
  pictureUrl: '/media/offers/gold.jpg',
  shortDescription: 'Fast and safe',
  longDescription: 'Line one\nLine two <b>not bold</b>',
  availability: 5,
  active: true,
  attributes: { Server: 'EU', commissionRate: 0.13 },
  lotId: 2,
  lot: {
    id: 2,
    name: 'Gold',
    attributes: { pricingType: 'PER_ITEM', minQuantity: 1 },
    product: { id: 1, name: 'WoW' },
  },
  createdAt: '2025-07-01T10:00:00Z',
  warrantyDays: 0,
  updatedAt: '2025-07-01T10:00:00Z',
};
const review = {
  id: 1,
  buyerId: 9,
  sellerId: SELLER_ID,
  offerId: 10,
  rating: 7,
  comment: 'Great seller',
  createdAt: '2025-07-10T12:00:00Z',
  sellerReply: null,
  sellerRepliedAt: null,
  buyer: { id: 9, name: 'Bob', imageUrl: null },
  offer: { id: 10, name: 'Gold 1000' },
};
const GUEST: StoredUser = {
  id: -1,
  name: 'Guest',
  profile: { imageUrl: null },
  isAnonymous: true,
  roles: ['GUEST'],
};

/** toHaveTextContent collapses the non-breaking spaces Intl puts in amounts. */
const rub = (amount: number) => formatRoubles(amount, 'ru').replace(/\s/g, ' ');

type Overrides = Partial<Record<string, () => Response>>;

function setup(user: StoredUser | null, overrides: Overrides = {}) {
  if (user) storeSession(user);
  let favourite = false;
  const fetchMock = mockApi({
    'GET /api/offers/get': () => jsonResponse(offer),
    'GET /api/reviews/getAllByOfferId': () => jsonResponse([review]),
    'GET /api/reviews/getSellerStats': () =>
      jsonResponse(
        sellerStatsFixture({
          avgRating: 8.4,
          reviewCount: 12,
          reviewsCount: 12,
          responseRate: 0.9,
          responseCases: 40,
          medianResponseMinutes: 14,
          medianResponseCases: 36,
          onTimeRate: 0.95,
          onTimeCases: 60,
          completedDeals: 58,
          disputesLost: 1,
          disputesCases: 3,
          refundRate: 0.05,
          refundCases: 61,
          level: 3,
        }),
      ),
    'GET /api/users/getBasicData': () =>
      jsonResponse({
        id: SELLER_ID,
        name: 'Seller Sam',
        createdAt: '2024-01-05T00:00:00Z',
        profile: { imageUrl: null },
      }),
    'GET /api/offers/getCountByUserIdAndActiveTrue': () => jsonResponse(4),
    'GET /api/online/status': () => jsonResponse({ isOnline: true, lastSeenAt: null }),
    'GET /api/favoriteOffers/checkIfExist': () => jsonResponse(favourite),
    'POST /api/favoriteOffers/add': () => {
      favourite = true;
      return jsonResponse({ id: 1, userId: 7, offerId: 10, createdAt: '2025-07-16T00:00:00Z' }, 201);
    },
    'DELETE /api/favoriteOffers/delete': () => {
      favourite = false;
      return new Response(null, { status: 204 });
    },
    ...overrides,
  } as Record<string, () => Response>);
  renderWithProviders(
    <Routes>
      <Route path="/offer/:offerId" element={<OfferPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/offer/10' },
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

/** The seller's trust figures: the <dl> labelled "Показатели продавца". */
const trustFigures = async () =>
  (await screen.findAllByLabelText('Показатели продавца', undefined, { timeout: 10_000 })).find(
    (el) => el.tagName === 'DL',
  )!;

describe('OfferPage', () => {
  it('shows the offer to another signed-in user with Buy Now, Contact and the favourite toggle', async () => {
    setup(TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold 1000' })).toBeInTheDocument();
    const price = `Цена: ${formatRoubles(113, 'ru')}`;
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === price)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByText('Your Offer')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Избранное', pressed: false })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('In stock: 5')).toBeInTheDocument();
    expect(screen.getAllByText('Online').length).toBeGreaterThan(0);
    expect(screen.getByText('Secure payment')).toBeInTheDocument();
    expect(screen.getByText('Buyer protection')).toBeInTheDocument();
  });

  it('keeps the long description as text with its line breaks, and lists the details', async () => {
    setup(TEST_USER);
    const text = await screen.findByText(/Line one/);
    expect(text.textContent).toBe('Line one\nLine two <b>not bold</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getByText('Server').nextSibling).toHaveTextContent('EU');
    expect(screen.queryByText('commissionRate')).not.toBeInTheDocument();
  });

  it('lists reviews with the buyer link, floor(rating/2) stars and x/10', async () => {
    setup(TEST_USER);
    const buyer = await screen.findByRole('link', { name: 'Bob' });
    expect(buyer).toHaveAttribute('href', '/profiles/9');
    const item = buyer.closest('li')!;
    expect(within(item).getByRole('img', { name: 'Оценка: 3 из 5' })).toBeInTheDocument();
    expect(within(item).getByText('7/10')).toBeInTheDocument();
    expect(within(item).getByText('Great seller')).toBeInTheDocument();
  });

  it('shows the seller card: rating x/10 with count, active offers, the trust figures with their cases', async () => {
    setup(TEST_USER);
    expect(await screen.findByRole('link', { name: 'Профиль продавца Seller Sam' })).toHaveAttribute(
      'href',
      `/profiles/${SELLER_ID}`,
    );
    expect(await screen.findByText('8,4/10')).toBeInTheDocument();
    expect(screen.getByText('Отзывов: 12')).toBeInTheDocument();
    expect(await screen.findByText('4')).toBeInTheDocument();
    const figures = await trustFigures();
    const fact = (label: string) => within(figures).getByText(label).nextElementSibling;
    expect(fact('Уровень продавца')).toHaveTextContent('Уровень 3 из 5');
    expect(within(figures).getByRole('link', { name: 'Уровень 3 из 5' })).toHaveAttribute(
      'href',
      '/trade/rules#seller-levels',
    );
    expect(fact('Процент ответов')).toHaveTextContent(/^90\s?%чатов за 90 дней: 40$/);
    expect(fact('Время ответа (медиана)')).toHaveTextContent('14 мин');
    expect(fact('Доставка в срок')).toHaveTextContent(/^95\s?%доставок: 60$/);
    expect(fact('Завершённые сделки')).toHaveTextContent('58');
    expect(fact('Проигранные споры')).toHaveTextContent('1решённых споров: 3');
    expect(fact('Возвраты')).toHaveTextContent(/^5\s?%заказов: 61$/);
    expect(screen.queryByText('98%')).not.toBeInTheDocument();
  });

  it('a new seller reads "No reviews yet" and "No data yet", never 0/10 or 0%', async () => {
    setup(TEST_USER, { 'GET /api/reviews/getSellerStats': () => jsonResponse(sellerStatsFixture()) });
    expect(await screen.findByText('Отзывов пока нет', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('0/10')).not.toBeInTheDocument();
    const figures = await trustFigures();
    const fact = (label: string) => within(figures).getByText(label).nextElementSibling;
    expect(fact('Уровень продавца')).toHaveTextContent('Новый продавец');
    expect(fact('Процент ответов')).toHaveTextContent('Пока нет данных');
    expect(fact('Время ответа (медиана)')).toHaveTextContent('Пока нет данных');
    expect(fact('Доставка в срок')).toHaveTextContent('Пока нет данных');
    expect(fact('Возвраты')).toHaveTextContent('Пока нет данных');
    expect(within(figures).queryByText(/%/)).not.toBeInTheDocument();
  });

  it('Contact finds or creates the chat about this offer and opens it; a failure opens /chat', async () => {
    const { fetchMock, user } = setup(TEST_USER, {
      'POST /api/chats/findOrCreate': () =>
        jsonResponse({ id: 42, user1Id: 7, user2Id: SELLER_ID, offerId: 10, chatType: 'USER_TO_USER' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/chat\/42$/));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('findOrCreate'))![1]!
      .body as string;
    expect(JSON.parse(sent)).toEqual({
      user1Id: TEST_USER.id,
      user2Id: SELLER_ID,
      offerId: 10,
      chatType: 'USER_TO_USER',
    });
  });

  it('Contact opens /chat when the chat cannot be created', async () => {
    const { user } = setup(TEST_USER, { 'POST /api/chats/findOrCreate': () => errorResponse(500, 'down') });
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/chat$/));
  });

  it("shows 'Your Offer' and Edit to the owner, without Buy Now, Contact or favourite", async () => {
    const { fetchMock } = setup({ ...TEST_USER, id: SELLER_ID });
    expect(await screen.findByText('Your Offer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/offer/10/edit');
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Избранное' })).not.toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.includes('checkIfExist'))).toBe(false);
  });

  it('shows a guest the log-in prompt and sends the favourite toggle to /login with from', async () => {
    const { user, fetchMock } = setup(GUEST);
    await screen.findByRole('heading', { level: 1, name: 'Gold 1000' });
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Избранное' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ from: '/offer/10' }),
    );
    expect(calls(fetchMock).some((c) => c.includes('favoriteOffers'))).toBe(false);
  });

  it('adds and removes the favourite with the current user id', async () => {
    const { user, fetchMock } = setup(TEST_USER);
    const toggle = await screen.findByRole('button', { name: 'Избранное', pressed: false });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(calls(fetchMock)).toContain('GET /api/favoriteOffers/checkIfExist?userId=7&offerId=10');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    const add = fetchMock.mock.calls.find(([url]) => String(url).includes('/favoriteOffers/add'))!;
    expect(JSON.parse(String(add[1]!.body))).toEqual({ userId: 7, offerId: 10 });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    const remove = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(remove[0])).toBe('/api/favoriteOffers/delete');
    expect(JSON.parse(String(remove[1]!.body))).toEqual({ userId: 7, offerId: 10 });
  });

  it("says 'Failed to update favorite' when the toggle fails", async () => {
    const { user } = setup(TEST_USER, {
      'POST /api/favoriteOffers/add': () => errorResponse(500, 'boom'),
    });
    const toggle = await screen.findByRole('button', { name: 'Избранное' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Failed to update favorite')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows 'No reviews yet for this seller' on a 404, and seller failures as 'Неизвестно'", async () => {
    setup(TEST_USER, {
      'GET /api/reviews/getAllByOfferId': () => errorResponse(404, 'Not found'),
      'GET /api/users/getBasicData': () => errorResponse(500, 'boom'),
      'GET /api/online/status': () => errorResponse(500, 'boom'),
    });
    expect(await screen.findByText('No reviews yet for this seller')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load seller info')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Профиль продавца Неизвестно' })).toBeInTheDocument();
  });

  it("says 'Failed to load reviews' and 'Failed to check favorite status'", async () => {
    setup(TEST_USER, {
      'GET /api/reviews/getAllByOfferId': () => errorResponse(500, 'boom'),
      'GET /api/favoriteOffers/checkIfExist': () => errorResponse(500, 'boom'),
    });
    expect(await screen.findByText('Failed to load reviews')).toBeInTheDocument();
    expect(await screen.findByText('Failed to check favorite status')).toBeInTheDocument();
  });

  it("says 'Failed to load offer' when the offer cannot load", async () => {
    setup(TEST_USER, { 'GET /api/offers/get': () => errorResponse(500, 'boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load offer');
  });

  it('Buy Now shows the total from the price rule, pays with an idempotency key and opens the order', async () => {
    const { user, fetchMock } = setup(TEST_USER, {
      'GET /api/wallet': () =>
        jsonResponse({
          balance: 1000,
          held: 0,
          inEscrow: 0,
          warrantyHeld: 0,
          warranties: [],
          currency: 'RUB',
          provider: 'test',
        }),
      'POST /api/orders': () => jsonResponse({ id: 77 }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Покупка' });
    expect(within(dialog).getByTestId('buy-total')).toHaveTextContent(rub(113));
    const quantity = within(dialog).getByLabelText('Количество');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(within(dialog).getByTestId('buy-total')).toHaveTextContent(rub(339));
    await user.clear(quantity);
    await user.type(quantity, '6');
    expect(within(dialog).getByText('Укажите количество от 1 до 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Оплатить/ })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(await within(dialog).findByText(/На кошельке/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Оплатить/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/77$/));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/orders'))![1]!
      .body as string;
    const body = JSON.parse(sent);
    // The terms shown are the terms sent (ADR 0031).
    expect(body).toMatchObject({
      offerId: 10,
      quantity: 2,
      pricingType: 'PER_ITEM',
      unitPrice: 100,
      minQuantity: 1,
      total: 226,
    });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('Buy Now shows the new terms after a 409 and sends them when the buyer confirms again', async () => {
    let attempt = 0;
    const { user, fetchMock } = setup(TEST_USER, {
      'GET /api/wallet': () =>
        jsonResponse({
          balance: 1000,
          held: 0,
          inEscrow: 0,
          warrantyHeld: 0,
          warranties: [],
          currency: 'RUB',
          provider: 'test',
        }),
      'POST /api/orders': () =>
        ++attempt === 1
          ? jsonResponse(
              {
                status: 409,
                error: 'Conflict',
                message:
                  "The offer's price or terms changed since you opened it. Check the new total and confirm again.",
                code: 'orderTermsChanged',
                terms: { pricingType: 'PER_ITEM', unitPrice: 120, minQuantity: 1, quantity: 2, total: 271.2 },
              },
              409,
            )
          : jsonResponse({ id: 78 }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Покупка' });
    expect(within(dialog).getByTestId('buy-unit-price')).toHaveTextContent(`Цена: ${rub(100)} за штуку`);
    const quantity = within(dialog).getByLabelText('Количество');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: /^Оплатить 226,00\s₽$/ }));

    // Refused: the dialog stays, with the new price and total, and asks for a new confirmation.
    expect(await within(dialog).findByText(/Продавец изменил условия/)).toHaveTextContent(
      `теперь ${rub(120)} за штуку, минимум 1`,
    );
    expect(within(dialog).getByTestId('buy-unit-price')).toHaveTextContent(`Цена: ${rub(120)} за штуку`);
    expect(within(dialog).getByTestId('buy-total')).toHaveTextContent(rub(271.2));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/10$/);
    await user.click(within(dialog).getByRole('button', { name: /^Подтвердить и оплатить 271,20\s₽$/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/78$/));

    const sent = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/orders'))
      .map(([, init]) => JSON.parse(init!.body as string));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ unitPrice: 100, quantity: 2, total: 226 });
    expect(sent[1]).toMatchObject({
      offerId: 10,
      pricingType: 'PER_ITEM',
      unitPrice: 120,
      minQuantity: 1,
      quantity: 2,
      total: 271.2,
    });
    expect(sent[1].idempotencyKey).not.toBe(sent[0].idempotencyKey);
  });

  it("Buy Now shows the server's refusal and stays", async () => {
    const { user } = setup(TEST_USER, {
      'GET /api/wallet': () =>
        jsonResponse({
          balance: 0,
          held: 0,
          inEscrow: 0,
          warrantyHeld: 0,
          warranties: [],
          currency: 'RUB',
          provider: 'test',
        }),
      'POST /api/orders': () => errorResponse(409, 'Insufficient funds: top up your wallet first'),
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await user.click(screen.getByRole('button', { name: /Оплатить/ }));
    expect(await screen.findByText('Insufficient funds: top up your wallet first')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/10$/);
  });

  it('Buy Now sends a guest to /login', async () => {
    const { user } = setup(GUEST);
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('re-polls the seller online status every 10 s', () => {
    expect(onlineStatusQueryOptions(SELLER_ID).refetchInterval).toBe(10_000);
  });
});
