import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StoredUser } from '@gamelot/contract/schemas/user';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import ProfileStatsPage from './ProfileStatsPage';

const GUEST: StoredUser = {
  id: -1,
  name: 'Guest',
  profile: { imageUrl: null },
  isAnonymous: true,
  roles: ['GUEST'],
};

const full = (id: number, name: string) => ({
  id,
  name,
  email: null,
  createdAt: '2024-01-05T00:00:00Z',
  imageUrl: null,
  roles: ['USER'],
  profile: {
    info: null,
    imageUrl: null,
    backgroundUrl: null,
    country: null,
    socialLinks: {},
    lastAchievement: null,
    sellerRating: 1,
  },
  isOnline: false,
  lastSeenAt: null,
});

const person = (id: number, name: string) => ({
  id,
  name,
  imageUrl: null,
  createdAt: '2025-01-01T00:00:00Z',
  followedAt: '2025-07-01T00:00:00Z',
});

const paged = <T,>(content: T[], totalElements = content.length, size = 20) => ({
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
  seller: { id: 3, name: 'Sam', imageUrl: null },
  sellerRating: { avgRating: 8, reviewCount: 1 },
};

function setup(user: StoredUser | null, route: string, overrides: Parameters<typeof mockApi>[0] = {}) {
  if (user) storeSession(user);
  const fetchMock = mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor(user ?? TEST_USER)),
    'GET /api/users/getFullData': ({ url }) =>
      jsonResponse(url.searchParams.get('id') === '7' ? full(7, 'Ann') : full(3, 'Sam')),
    'GET /api/offers/getCountByUserId': () => jsonResponse(1),
    'GET /api/followers/countFollowers': () => jsonResponse(3),
    'GET /api/followers/countFollowing': () => jsonResponse(0),
    'GET /api/favoriteOffers/getCountByUserId': () => jsonResponse(1),
    'GET /api/followers/getFollowers': () =>
      jsonResponse(paged([person(7, 'Ann'), person(8, 'Bob'), person(9, 'Cid')])),
    'GET /api/followers/getFollowing': () => jsonResponse(paged([])),
    'GET /api/followers/checkFollow': ({ url }) => jsonResponse(url.searchParams.get('followedId') === '9'),
    'POST /api/offers/searchAllByUser': () => jsonResponse(paged([offer])),
    'POST /api/favoriteOffers/getAllByUserId': () => jsonResponse(paged([offer])),
    'POST /api/followers/follow': () => jsonResponse({}, 201),
    ...overrides,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profiles/:userId/stats/:category" element={<ProfileStatsPage />} />
    </Routes>,
    { route },
  );
  return fetchMock;
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('ProfileStatsPage', () => {
  it("shows follow buttons on someone else's list, for a signed-in viewer, except on the viewer's own card", async () => {
    setup(TEST_USER, '/profiles/3/stats/followers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписчики' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Bob' });
    expect(within(card('Bob')).getByRole('button', { name: 'Подписаться' })).toBeInTheDocument();
    expect(await within(card('Cid')).findByRole('button', { name: 'Отписаться' })).toBeInTheDocument();
    expect(within(card('Ann')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bob' })).toHaveAttribute('href', '/profiles/8');
  });

  it('follows from a card without re-fetching the list', async () => {
    const fetchMock = setup(TEST_USER, '/profiles/3/stats/followers');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('link', { name: 'Bob' });
    await waitFor(() =>
      expect(within(card('Bob')).getByRole('button', { name: 'Подписаться' })).toBeEnabled(),
    );
    await user.click(within(card('Bob')).getByRole('button', { name: 'Подписаться' }));
    expect(await within(card('Bob')).findByRole('button', { name: 'Отписаться' })).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith('GET /api/followers/getFollowers'))).toHaveLength(1);
  });

  it.each([
    ['on the viewer’s own list', TEST_USER, '/profiles/7/stats/followers'],
    ['for a guest', GUEST, '/profiles/3/stats/followers'],
  ])('shows no follow buttons %s', async (_case, who, route) => {
    const fetchMock = setup(who, route);
    await screen.findByRole('link', { name: 'Bob' });
    expect(screen.queryByRole('button', { name: /Подписаться|Отписаться/ })).not.toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.includes('checkFollow'))).toBe(false);
  });

  it('shows the header, the four tabs with counts and the offer cards', async () => {
    const fetchMock = setup(TEST_USER, '/profiles/3/stats/offers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Все офферы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sam/ })).toHaveAttribute('href', '/profiles/3');
    const tabs = screen.getByRole('navigation', { name: 'Списки профиля' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Подписчики/ })).toHaveTextContent('3'),
    );
    expect(within(tabs).getByRole('link', { name: /Все офферы/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Понравившиеся офферы/ })).toHaveAttribute(
      'href',
      '/profiles/3/stats/favorites',
    );
    expect(await screen.findByRole('link', { name: 'Gold 1000' })).toHaveAttribute('href', '/offer/10');
    expect(screen.getByText('Всего: 1')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(
      'POST /api/offers/searchAllByUser?page=0&size=20&sort=createdAt%2Cdesc',
    );
  });

  it('loads liked offers 20 a page', async () => {
    const fetchMock = setup(TEST_USER, '/profiles/3/stats/favorites?page=2');
    expect(await screen.findByRole('link', { name: 'Gold 1000' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/favoriteOffers/getAllByUserId?page=1&size=20');
  });

  it("shows 'Данные не найдены' for an empty list", async () => {
    setup(TEST_USER, '/profiles/3/stats/following');
    expect(await screen.findByText('Данные не найдены')).toBeInTheDocument();
  });

  it("shows 'Ошибка загрузки {list name}' when a list fails", async () => {
    setup(TEST_USER, '/profiles/3/stats/followers', {
      'GET /api/followers/getFollowers': () => errorResponse(400, 'bad'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки подписчиков');
  });

  it("shows 'Профиль не найден' for a missing profile", async () => {
    setup(TEST_USER, '/profiles/404/stats/offers', {
      'GET /api/users/getFullData': () => errorResponse(404, 'User not found'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль не найден' })).toBeInTheDocument();
  });
});
