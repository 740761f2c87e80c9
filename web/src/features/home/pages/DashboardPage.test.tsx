import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import DashboardPage from './DashboardPage';

const LOTS: Record<number, string> = {
  1: 'MMR Boosting',
  2: 'Accounts',
  3: 'Gold',
  4: 'Legion Raids',
  5: 'Wallet top-up',
  6: 'Coaching',
  7: 'Rank Boosting',
  8: 'Power Leveling',
  9: 'Elo Boosting',
};

/** A Best Offers card as GET /api/favoriteOffers/getTopLikedOffers answers it. */
function card(id: number, likeCount: number) {
  return {
    id,
    name: `Offer ${id}`,
    price: 1000 + id,
    pictureUrl: null,
    likeCount,
    lot: { id, name: LOTS[id], product: { id: 1, name: 'Game' } },
    seller: { id: 100 + id, name: `seller${100 + id}` },
  };
}

type Options = {
  topLiked?: unknown;
  sellers?: () => Response;
  followed?: number[];
  guest?: boolean;
  storeRating?: { avgRating: number | null; reviewCount: number };
};

function renderHome({ topLiked, sellers, followed = [], guest, storeRating }: Options = {}) {
  if (guest) {
    storeSession(
      { id: -1, name: 'Guest', profile: { imageUrl: null }, isAnonymous: true, roles: ['GUEST'] },
      'g',
    );
  } else {
    storeSession();
  }
  const fetchMock = mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/favoriteOffers/getTopLikedOffers': () =>
      jsonResponse(topLiked ?? Object.keys(LOTS).map((id) => card(Number(id), 20 - Number(id)))),
    'GET /api/users/getCountAll': () => jsonResponse(1234),
    'GET /api/offers/getCountAllByActiveTrue': () => jsonResponse(56),
    'GET /api/orders/getCountCompleted': () => jsonResponse(1234),
    'GET /api/reviews/getStoreRating': () =>
      jsonResponse(storeRating ?? { avgRating: 8.46, reviewCount: 1500 }),
    'GET /api/users/getTopByBuyerRating':
      sellers ??
      (() =>
        jsonResponse([
          { id: 8, name: 'Bob', imageUrl: null },
          { id: TEST_USER.id, name: 'Ann', profile: { imageUrl: null } },
        ])),
    'GET /api/followers/checkFollowMany': () => jsonResponse(followed),
    'POST /api/followers/follow': () => jsonResponse({ id: 1 }, 201),
    'DELETE /api/followers/unfollow': () => new Response(null, { status: 204 }),
  });
  renderWithProviders(<DashboardPage />, { route: '/' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('article')
    .map((card) => card.querySelector('h3')?.textContent);

describe('DashboardPage', () => {
  it('keeps the hero', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Торгуй. Прокачивайся. Побеждай.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Открыть каталог/ })).toHaveAttribute('href', '/market');
    expect(screen.getByRole('link', { name: 'Начать продавать' })).toHaveAttribute('href', '/trade/rules');
  });

  it('shows up to four most liked offers of the chosen tab, Boost first', async () => {
    const { fetchMock, user } = renderHome();
    expect(screen.getByRole('tab', { name: 'Бустинг' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardNames()).toEqual(['Offer 1', 'Offer 6', 'Offer 7', 'Offer 8']));
    // One request brings every card (ADR 0025): no per-offer or per-seller calls.
    expect(calls(fetchMock)).toContain('GET /api/favoriteOffers/getTopLikedOffers?limit=20');
    expect(calls(fetchMock).filter((c) => /offers\/get\?|getBasicData|getTopLikedOfferIds/.test(c))).toEqual(
      [],
    );
    const first = screen.getByRole('article', { name: 'Offer 1' });
    expect(within(first).getByRole('link', { name: 'Offer 1' })).toHaveAttribute('href', '/offer/1');
    expect(within(first).getByText(/1\s001,00\s₽/)).toBeInTheDocument();
    expect(within(first).getByText(/19/)).toHaveTextContent('В избранном: 19');
    expect(within(first).getByText(/@seller101/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Аккаунты' }));
    expect(screen.getByRole('tab', { name: 'Аккаунты' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Аккаунты');
    expect(cardNames()).toEqual(['Offer 2']);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Предметы' })).toHaveFocus();
    expect(cardNames()).toEqual(['Offer 3']);
    await user.click(screen.getByRole('tab', { name: 'Рейды' }));
    expect(cardNames()).toEqual(['Offer 4']);
    await user.click(screen.getByRole('tab', { name: 'Валюта' }));
    expect(cardNames()).toEqual(['Offer 5']);
  });

  it('says when a category has no popular offers', async () => {
    renderHome({ topLiked: [card(2, 3)] });
    expect(
      await screen.findByText('В категории «Бустинг» пока нет популярных предложений'),
    ).toBeInTheDocument();
  });

  it('shows the stats cards', async () => {
    renderHome();
    const value = (label: string) => screen.getByText(label).nextElementSibling;
    await waitFor(() => expect(value('Пользователей')).toHaveTextContent(/^1\s234$/));
    await waitFor(() => expect(value('Активных офферов')).toHaveTextContent('56'));
    await waitFor(() => expect(value('Завершённых заказов')).toHaveTextContent(/^1\s?234$/));
    // The mean of every review, out of 10, with their number: no invented figure.
    await waitFor(() =>
      expect(value('Средняя оценка магазина')).toHaveTextContent(/^8,5\/10отзывов: 1\s500$/),
    );
  });

  it('says "no reviews yet" for the store rating of a site without reviews, never 0/10', async () => {
    renderHome({ storeRating: { avgRating: null, reviewCount: 0 } });
    const value = (label: string) => screen.getByText(label).nextElementSibling;
    await waitFor(() => expect(value('Средняя оценка магазина')).toHaveTextContent(/^Отзывов пока нет$/));
  });

  it("marks the viewer's own row in Top Seller and follows another seller", async () => {
    const { fetchMock, user } = renderHome();
    const you = (await screen.findByRole('link', { name: 'Ann' })).closest('li')!;
    expect(within(you).getByText('Вы')).toBeInTheDocument();
    expect(within(you).getByText('Это вы!')).toBeInTheDocument();
    expect(within(you).queryByRole('button')).not.toBeInTheDocument();

    const bob = screen.getByRole('link', { name: 'Bob' }).closest('li')!;
    expect(within(bob).getByRole('link', { name: 'Bob' })).toHaveAttribute('href', '/profiles/8');
    const follow = within(bob).getByRole('button', { name: 'Подписаться' });
    await waitFor(() =>
      expect(calls(fetchMock)).toContain('GET /api/followers/checkFollowMany?followerId=7&followedIds=8'),
    );
    await user.click(follow);
    expect(await within(bob).findByRole('button', { name: 'Вы подписаны' })).toBeEnabled();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).includes('/follow') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post![1]!.body))).toEqual({ followerId: 7, followedId: 8, followStatus: null });
    expect(screen.getByRole('link', { name: 'Смотреть все' })).toHaveAttribute('href', '/players');
  });

  it('checks every listed seller in one call and shows who is followed', async () => {
    const { fetchMock } = renderHome({
      sellers: () =>
        jsonResponse([
          { id: 8, name: 'Bob', imageUrl: null },
          { id: 9, name: 'Cid', imageUrl: null },
          { id: TEST_USER.id, name: 'Ann', profile: { imageUrl: null } },
        ]),
      followed: [9],
    });
    const cid = (await screen.findByRole('link', { name: 'Cid' })).closest('li')!;
    expect(await within(cid).findByRole('button', { name: 'Вы подписаны' })).toBeInTheDocument();
    const bob = screen.getByRole('link', { name: 'Bob' }).closest('li')!;
    expect(within(bob).getByRole('button', { name: 'Подписаться' })).toBeInTheDocument();
    // The viewer's own row is not asked about.
    expect(calls(fetchMock).filter((c) => c.includes('/api/followers/check'))).toEqual([
      'GET /api/followers/checkFollowMany?followerId=7&followedIds=8%2C9',
    ]);
  });

  it('disables Follow for a guest', async () => {
    const { fetchMock } = renderHome({ guest: true });
    const bob = (await screen.findByRole('link', { name: 'Bob' })).closest('li')!;
    expect(within(bob).getByRole('button', { name: 'Подписаться' })).toBeDisabled();
    expect(screen.getByText('Войдите в аккаунт, чтобы подписываться на продавцов')).toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.includes('checkFollow'))).toBe(false);
  });

  it('leaves Top Seller empty when it fails to load', async () => {
    renderHome({ sellers: () => errorResponse(404, 'Not found') });
    expect(await screen.findByText('Список лучших продавцов пока пуст')).toBeInTheDocument();
  });

  it('sets the title, description, Open Graph tags and the WebSite search structure', async () => {
    renderHome();
    await waitFor(() => expect(document.title).toBe('Маркетплейс игровых товаров и услуг · Gamelot'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toMatch(/^Gamelot — маркетплейс/);
    expect(meta('meta[property="og:title"]')).toBe('Маркетплейс игровых товаров и услуг');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/`);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${window.location.origin}/market?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
