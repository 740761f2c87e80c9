import { formatRoubles } from '@/shared/i18n/format';
import { sellerStatsFixture } from '@/test/offer-fixtures';
import { onlineStatusQueryOptions } from '../api/get-online-status';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, errorResponse, jsonResponse } from '@/test/fetch-mock';
import { TEST_USER } from '@/test/render';
import { SELLER_ID, GUEST, setup, trustFigures } from '@/test/offer-page';

describe('OfferPage', () => {
  it('shows the offer to another signed-in user with Buy Now, Contact and the favourite toggle', async () => {
    setup(TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold 1000' })).toBeInTheDocument();
    const price = `Цена: ${formatRoubles(113, 'ru')}`;
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === price)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Купить' })).toBeEnabled();
    expect(screen.queryByText('Ваш оффер')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Избранное', pressed: false })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Написать' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Изменить' })).not.toBeInTheDocument();
    expect(screen.getByText('В наличии: 5')).toBeInTheDocument();
    expect(screen.getAllByText('Активен').length).toBeGreaterThan(0);
    expect(screen.getByText('Безопасная оплата')).toBeInTheDocument();
    expect(screen.getByText('Защита покупателя')).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: 'Написать' }));
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
    await user.click(await screen.findByRole('button', { name: 'Написать' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/chat$/));
  });

  it("shows 'Ваш оффер' and Edit to the owner, without Buy Now, Contact or favourite", async () => {
    const { fetchMock } = setup({ ...TEST_USER, id: SELLER_ID });
    expect(await screen.findByText('Ваш оффер')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Изменить' })).toHaveAttribute('href', '/offer/10/edit');
    expect(screen.queryByRole('button', { name: 'Купить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Написать' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Избранное' })).not.toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.includes('checkIfExist'))).toBe(false);
  });

  it('shows a guest the log-in prompt and sends the favourite toggle to /login with from', async () => {
    const { user, fetchMock } = setup(GUEST);
    await screen.findByRole('heading', { level: 1, name: 'Gold 1000' });
    expect(screen.queryByRole('button', { name: 'Написать' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
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

  it("says 'Не удалось обновить избранное' when the toggle fails", async () => {
    const { user } = setup(TEST_USER, {
      'POST /api/favoriteOffers/add': () => errorResponse(500, 'boom'),
    });
    const toggle = await screen.findByRole('button', { name: 'Избранное' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Не удалось обновить избранное')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows 'У продавца пока нет отзывов' on a 404, and seller failures as 'Неизвестно'", async () => {
    setup(TEST_USER, {
      'GET /api/reviews/getAllByOfferId': () => errorResponse(404, 'Not found'),
      'GET /api/users/getBasicData': () => errorResponse(500, 'boom'),
      'GET /api/online/status': () => errorResponse(500, 'boom'),
    });
    expect(await screen.findByText('У продавца пока нет отзывов')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить данные продавца')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Профиль продавца Неизвестно' })).toBeInTheDocument();
  });

  it("says 'Не удалось загрузить отзывы' and 'Не удалось проверить избранное'", async () => {
    setup(TEST_USER, {
      'GET /api/reviews/getAllByOfferId': () => errorResponse(500, 'boom'),
      'GET /api/favoriteOffers/checkIfExist': () => errorResponse(500, 'boom'),
    });
    expect(await screen.findByText('Не удалось загрузить отзывы')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось проверить избранное')).toBeInTheDocument();
  });

  it("says 'Не удалось загрузить оффер' when the offer cannot load", async () => {
    setup(TEST_USER, { 'GET /api/offers/get': () => errorResponse(500, 'boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить оффер');
  });

  it('re-polls the seller online status every 10 s', () => {
    expect(onlineStatusQueryOptions(SELLER_ID).refetchInterval).toBe(10_000);
  });
});
