import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StoredUser } from '@gamelot/contract/schemas/user';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { sellerStatsFixture } from '@/test/offer-fixtures';
import ProfilePage from './ProfilePage';

const GUEST: StoredUser = {
  id: -1,
  name: 'Guest',
  profile: { imageUrl: null },
  isAnonymous: true,
  roles: ['GUEST'],
};

const sam = {
  id: 3,
  name: 'Seller Sam',
  email: null,
  createdAt: '2024-01-05T00:00:00Z',
  imageUrl: null,
  roles: ['USER'],
  profile: {
    info: 'I sell gold',
    imageUrl: null,
    backgroundUrl: null,
    country: 'Россия',
    socialLinks: { telegram: 'https://t.me/sam', vk: 'javascript:alert(1)' },
    lastAchievement: 'Top seller of July',
    sellerRating: 0,
  },
  isOnline: true,
  lastSeenAt: null,
};

const paged = <T,>(content: T[], size: number, totalElements = content.length) => ({
  content,
  totalElements,
  page: { number: 0, size, totalPages: Math.ceil(totalElements / size), totalElements },
});

const offer = {
  id: 10,
  name: 'Gold 1000',
  price: 113,
  originalPrice: 100,
  unitPrice: 100,
  deliveryMinutes: 60,
  userId: 3,
  pictureUrl: null,
  shortDescription: 'Fast',
  longDescription: 'Fast',
  availability: 5,
  active: true,
  attributes: {},
  lotId: 2,
  lot: { id: 2, name: 'Gold', attributes: {}, product: { id: 1, name: 'WoW' } },
  createdAt: '2025-07-01T10:00:00Z',
  warrantyDays: 0,
  updatedAt: '2025-07-01T10:00:00Z',
  seller: { id: 3, name: 'Seller Sam', imageUrl: null },
  sellerRating: { avgRating: 8, reviewCount: 1 },
};

const review = {
  id: 1,
  buyerId: 9,
  sellerId: 3,
  offerId: 10,
  rating: 7,
  comment: 'Great seller',
  createdAt: '2025-07-10T12:00:00Z',
  sellerReply: null,
  sellerRepliedAt: null,
  buyer: { id: 9, name: 'Bob', imageUrl: null },
  offer: { id: 10, name: 'Gold 1000' },
};

type Routes = Parameters<typeof mockApi>[0];

function setup(user: StoredUser | null, overrides: Routes = {}, route = '/profiles/3') {
  if (user) storeSession(user);
  const fetchMock = mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor(user ?? TEST_USER)),
    'GET /api/users/getFullData': ({ url }) =>
      url.searchParams.get('id') === '7'
        ? jsonResponse({ ...sam, id: 7, name: 'Ann', email: 'ann@example.com' })
        : jsonResponse(sam),
    'GET /api/online/status': () => jsonResponse({ isOnline: true, lastSeenAt: null }),
    'GET /api/offers/getCountByUserId': () => jsonResponse(5),
    'GET /api/followers/countFollowers': () => jsonResponse(10),
    'GET /api/followers/countFollowing': () => jsonResponse(2),
    'GET /api/favoriteOffers/getCountByUserId': () => jsonResponse(1),
    'GET /api/followers/checkFollow': () => jsonResponse(false),
    'POST /api/offers/searchAllByUser': () => jsonResponse(paged([offer], 6)),
    'POST /api/reviews/searchAllBySellerId': () => jsonResponse(paged([review], 3)),
    'GET /api/reviews/getSellerStats': ({ url }) =>
      url.searchParams.get('sellerId') === '7'
        ? jsonResponse(sellerStatsFixture())
        : jsonResponse(
            sellerStatsFixture({
              avgRating: 8,
              reviewCount: 1,
              reviewsCount: 1,
              responseRate: 0.5,
              responseCases: 2,
              medianResponseMinutes: 125,
              medianResponseCases: 1,
              onTimeRate: 1,
              onTimeCases: 3,
              completedDeals: 3,
              refundRate: 0,
              refundCases: 3,
              level: 1,
            }),
          ),
    'POST /api/followers/follow': ({ body }) => jsonResponse({ id: 1, ...(body as object) }, 201),
    'DELETE /api/followers/unfollow': () => new Response(null, { status: 204 }),
    ...overrides,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profiles/:userId" element={<ProfilePage />} />
      <Route path="/login" element={<p>login screen</p>} />
      <Route path="/chat/:chatId" element={<p>chat screen</p>} />
    </Routes>,
    { route },
  );
  return fetchMock;
}

const location = () => screen.getByTestId('location');
const counter = (name: RegExp) => screen.getByRole('link', { name });

/** The seller's trust figures: the <dl> labelled "Показатели продавца". */
const trustFigures = async () =>
  (await screen.findAllByLabelText('Показатели продавца', undefined, { timeout: 10_000 })).find(
    (el) => el.tagName === 'DL',
  )!;

describe('ProfilePage', () => {
  it('a new seller reads "No reviews yet", "New seller" and "No data yet", never 0/10', async () => {
    setup(TEST_USER, {}, '/profiles/7');
    const figures = await trustFigures();
    expect(screen.getByText('Отзывов пока нет')).toBeInTheDocument();
    expect(screen.queryByText(/0\/10/)).not.toBeInTheDocument();
    const fact = (label: string) => within(figures).getByText(label).nextElementSibling;
    expect(fact('Уровень продавца')).toHaveTextContent('Новый продавец');
    expect(fact('Процент ответов')).toHaveTextContent('Пока нет данных');
    expect(fact('Доставка в срок')).toHaveTextContent('Пока нет данных');
    expect(fact('Завершённые сделки')).toHaveTextContent('0');
  });

  it('shows the profile: name, country, info, safe social links, level, presence and counters', async () => {
    setup(TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Sam' })).toBeInTheDocument();
    expect(screen.getByText('Россия')).toBeInTheDocument();
    expect(screen.getByText('I sell gold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/sam');
    expect(screen.queryByRole('link', { name: 'VK' })).not.toBeInTheDocument();
    // The seller figures, computed from real data, with their cases and the level of the published formula.
    const figures = await trustFigures();
    const fact = (label: string) => within(figures).getByText(label).nextElementSibling;
    expect(fact('Уровень продавца')).toHaveTextContent('Уровень 1 из 5');
    expect(fact('Процент ответов')).toHaveTextContent(/^50\s?%чатов за 90 дней: 2$/);
    expect(fact('Время ответа (медиана)')).toHaveTextContent('2 ч');
    expect(fact('Возвраты')).toHaveTextContent(/^0\s?%заказов: 3$/);
    expect(screen.getByText('8/10 · Отзывов: 1')).toBeInTheDocument();
    expect(screen.getByText('Top seller of July')).toBeInTheDocument();
    expect(await screen.findByText('В сети')).toBeInTheDocument();
    await waitFor(() => expect(counter(/Офферы/)).toHaveTextContent('5'));
    expect(counter(/Офферы/)).toHaveAttribute('href', '/profiles/3/stats/offers');
    expect(counter(/Подписчики/)).toHaveAttribute('href', '/profiles/3/stats/followers');
    expect(counter(/Подписки/)).toHaveAttribute('href', '/profiles/3/stats/following');
    expect(counter(/Избранное/)).toHaveAttribute('href', '/profiles/3/stats/favorites');
    expect(screen.getByRole('button', { name: /Написать/ })).toBeEnabled();
  });

  it('message finds or creates a chat without an offer and opens it', async () => {
    const fetchMock = setup(TEST_USER, {
      'POST /api/chats/findOrCreate': () =>
        jsonResponse({ id: 5, user1Id: 7, user2Id: 3, offerId: null, chatType: 'USER_TO_USER' }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Написать/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/chat\/5$/));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('findOrCreate'))![1]!
      .body as string;
    expect(JSON.parse(sent)).toMatchObject({ user1Id: 7, user2Id: 3, offerId: null });
  });

  it('follows and unfollows: the text flips and the followers count moves by one without a refetch', async () => {
    const fetchMock = setup(TEST_USER);
    const user = userEvent.setup({ delay: null });
    const follow = await screen.findByRole('button', { name: 'Подписаться' });
    await waitFor(() => expect(counter(/Подписчики/)).toHaveTextContent('10'));
    await waitFor(() =>
      expect(calls(fetchMock)).toContain('GET /api/followers/checkFollow?followerId=7&followedId=3'),
    );

    await user.click(follow);
    expect(await screen.findByRole('button', { name: 'Отписаться' })).toBeInTheDocument();
    expect(counter(/Подписчики/)).toHaveTextContent('11');
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/followers/follow'));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/follow'))![1]!.body as string;
    expect(JSON.parse(sent)).toEqual({ followerId: 7, followedId: 3, followStatus: null });

    await user.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect(await screen.findByRole('button', { name: 'Подписаться' })).toBeInTheDocument();
    expect(counter(/Подписчики/)).toHaveTextContent('10');
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/followers/unfollow'));
    expect(calls(fetchMock).filter((c) => c.startsWith('GET /api/followers/countFollowers'))).toHaveLength(1);
    expect(calls(fetchMock).filter((c) => c.startsWith('GET /api/followers/checkFollow'))).toHaveLength(1);
  });

  it('puts the follow state and count back when the call fails', async () => {
    setup(TEST_USER, { 'POST /api/followers/follow': () => errorResponse(500, 'down') });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(counter(/Подписчики/)).toHaveTextContent('10'));
    await user.click(await screen.findByRole('button', { name: 'Подписаться' }));
    await waitFor(() => expect(counter(/Подписчики/)).toHaveTextContent('10'));
    expect(screen.getByRole('button', { name: 'Подписаться' })).toBeInTheDocument();
  });

  it.each([
    ['a guest', GUEST],
    ['a signed-out visitor', null],
  ])('sends %s clicking follow or message to /login carrying the profile', async (_who, who) => {
    const fetchMock = setup(who);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Подписаться' }));
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ from: '/profiles/3' }));
    expect(calls(fetchMock).some((c) => c.includes('checkFollow') || c.endsWith('/follow'))).toBe(false);
  });

  it('sends a guest clicking message to /login too', async () => {
    setup(GUEST);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Написать/ }));
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ from: '/profiles/3' }));
  });

  it('gives the owner an edit button and no follow or message, and never checks the follow state', async () => {
    const fetchMock = setup(TEST_USER, {}, '/profiles/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Редактировать профиль' })).toHaveAttribute(
      'href',
      '/profiles/7/edit',
    );
    expect(screen.queryByRole('button', { name: 'Подписаться' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Написать/ })).not.toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.includes('checkFollow'))).toBe(false);
  });

  it("shows 'Загрузка профиля...' while loading", async () => {
    setup(TEST_USER, { 'GET /api/users/getFullData': () => new Promise<Response>(() => {}) });
    expect(await screen.findByText('Загрузка профиля...')).toBeInTheDocument();
  });

  it("shows 'Ошибка: {message}' with the server's message, else the fallback", async () => {
    setup(TEST_USER, { 'GET /api/users/getFullData': () => errorResponse(503, 'Service unavailable') });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Ошибка: Service unavailable',
    );
  });

  it("shows 'Профиль не найден' for an unknown user or a bad id", async () => {
    setup(TEST_USER, { 'GET /api/users/getFullData': () => errorResponse(404, 'User not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль не найден' })).toBeInTheDocument();
  });

  it('lists recent offers and reviews with their links, stars and score', async () => {
    setup(TEST_USER);
    const recent = await screen.findByRole('region', { name: 'Недавняя активность' });
    expect(await within(recent).findByRole('link', { name: 'Gold 1000' })).toHaveAttribute(
      'href',
      '/offer/10',
    );
    const reviews = screen.getByRole('region', { name: /Отзывы/ });
    expect(await within(reviews).findByRole('link', { name: 'Bob' })).toHaveAttribute('href', '/profiles/9');
    expect(within(reviews).getByRole('link', { name: 'Gold 1000' })).toHaveAttribute('href', '/offer/10');
    expect(within(reviews).getByRole('img', { name: 'Оценка: 3 из 5' })).toBeInTheDocument();
    expect(within(reviews).getByText('7/10')).toBeInTheDocument();
  });

  it('shows the empty states and the unknown buyer and offer of a review it could not resolve', async () => {
    setup(TEST_USER, {
      'POST /api/offers/searchAllByUser': () => jsonResponse(paged([], 6)),
      'POST /api/reviews/searchAllBySellerId': () =>
        jsonResponse(
          paged(
            [{ ...review, buyer: { id: 9, name: '', imageUrl: null }, offer: { id: null, name: '' } }],
            3,
          ),
        ),
    });
    expect(await screen.findByText('Нет недавней активности')).toBeInTheDocument();
    expect(await screen.findByText('Неизвестный покупатель')).toBeInTheDocument();
    expect(screen.getByText('Неизвестный оффер')).toBeInTheDocument();
  });

  it("shows 'Пока нет отзывов' when there are none or they fail to load", async () => {
    setup(TEST_USER, { 'POST /api/reviews/searchAllBySellerId': () => errorResponse(400, 'bad') });
    expect(await screen.findByText('Пока нет отзывов')).toBeInTheDocument();
  });
});
