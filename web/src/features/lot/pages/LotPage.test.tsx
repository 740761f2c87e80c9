import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { offerCardFixture, pageFixture } from '@/test/offer-fixtures';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import { NUMBER_DEBOUNCE_MS } from '../components/NumberInput';
import LotPage from './LotPage';

const LOT = {
  id: 5,
  name: 'Gold',
  product: { id: 1, name: 'World of Warcraft' },
  attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null },
};
const PRODUCT = {
  id: 1,
  name: 'World of Warcraft',
  description: 'The MMO of Azeroth.',
  imageUrl: null,
  attributes: { Server: ['EU', 'US'], Faction: ['Alliance', 'Horde'] },
  attributeLabels: { Server: 'Сервер', Faction: 'Фракция', Alliance: 'Альянс', Horde: 'Орда' },
  lots: [
    { id: 5, name: 'Gold' },
    { id: 6, name: 'Raids' },
  ],
};

const card = (id: number, extra: Record<string, unknown> = {}) =>
  offerCardFixture(LOT, id, {
    attributes: { Server: 'EU' },
    sellerRating: { avgRating: 7.4, reviewCount: 12 },
    ...extra,
  });

const paged = pageFixture;

type Search = { page: string | null; size: string | null; body: unknown };

function renderLot(
  route: string,
  answer: (search: Search) => Response = () => jsonResponse(paged([card(1)], 1, 0, 10)),
) {
  storeSession();
  const searches: Search[] = [];
  const fetchMock = mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/lots/get': () => jsonResponse(LOT),
    'GET /api/products/get': () => jsonResponse(PRODUCT),
    'POST /api/offers/search': ({ url, body }) => {
      const search = { page: url.searchParams.get('page'), size: url.searchParams.get('size'), body };
      searches.push(search);
      return answer(search);
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/lots/:lotId" element={<LotPage />} />
    </Routes>,
    { route },
  );
  return { searches, fetchMock, user: userEvent.setup({ delay: null }) };
}

const location = () => screen.getByTestId('location');

describe('LotPage', () => {
  it('builds the search request from the URL state and shows it in the controls', async () => {
    const { searches } = renderLot('/lots/5?page=2&size=20&min=100&max=500&server=EU&sort=price_asc', () =>
      jsonResponse(paged([card(1)], 45, 1, 20)),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'World of Warcraft' })).toBeInTheDocument();
    expect(searches[0]).toEqual({
      page: '1',
      size: '20',
      body: {
        lotId: 5,
        active: true,
        priceMin: 100,
        priceMax: 500,
        attributes: { Server: 'EU' },
        sort: 'price_asc',
      },
    });
    expect(screen.getByLabelText('Цена от')).toHaveValue(100);
    expect(screen.getByLabelText('Цена до')).toHaveValue(500);
    expect(await screen.findByLabelText('Сервер')).toHaveValue('EU');
    expect(screen.getByLabelText('Сортировка')).toHaveValue('price_asc');
    expect(screen.getByLabelText('На странице')).toHaveValue('20');
    expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Предложения (45)' })).toBeInTheDocument();
  });

  it('shows the header, the lots as tabs and «Начать продавать»', async () => {
    renderLot('/lots/5');
    expect(await screen.findByText('The MMO of Azeroth.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Категории World of Warcraft' });
    expect(within(tabs).getByRole('link', { name: 'Gold' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Raids' })).toHaveAttribute('href', '/lots/6');
    expect(screen.getByRole('link', { name: 'Начать продавать' })).toHaveAttribute('href', '/trade/rules');
    expect(screen.getByRole('option', { name: 'По рейтингу' })).toBeInTheDocument();
  });

  it('resets to the first page when a filter or the page size changes (an old ?server= link included)', async () => {
    const { searches, user } = renderLot('/lots/5?page=3&server=EU', ({ page }) =>
      jsonResponse(paged([card(1)], 95, Number(page), 10)),
    );
    await screen.findByText('Страница 3 из 10');
    await user.selectOptions(screen.getByLabelText('Сортировка'), 'price_desc');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/lots\/5\?a\.Server=EU&sort=price_desc$/));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ page: '0', body: { sort: 'price_desc' } }));

    await user.click(await screen.findByRole('button', { name: /Вперёд/ }));
    await waitFor(() => expect(location()).toHaveTextContent('page=2'));
    await user.selectOptions(screen.getByLabelText('На странице'), '50');
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/lots\/5\?size=50&a\.Server=EU&sort=price_desc$/),
    );

    await user.click(screen.getByRole('button', { name: /Вперёд/ }));
    await waitFor(() => expect(location()).toHaveTextContent('page=2'));
    await user.type(screen.getByLabelText('Цена от'), '250');
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/lots\/5\?size=50&min=250&a\.Server=EU&sort=price_desc$/),
    );
    await waitFor(() =>
      expect(searches.at(-1)).toMatchObject({ page: '0', size: '50', body: { priceMin: 250 } }),
    );

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/lots\/5\?size=50$/));
    expect(screen.getByLabelText('Цена от')).toHaveValue(null);
  });

  it('does not apply a negative price', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderLot('/lots/5');
    await screen.findByText('Offer 1');
    await user.type(screen.getByLabelText('Цена до'), '-5');
    expect(await screen.findByText('Введите число не меньше 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Цена до')).toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(NUMBER_DEBOUNCE_MS));
    expect(location()).toHaveTextContent(/^\/lots\/5$/);
    // The same pause applies a valid price.
    await user.clear(screen.getByLabelText('Цена до'));
    await user.type(screen.getByLabelText('Цена до'), '5');
    await act(() => vi.advanceTimersByTimeAsync(NUMBER_DEBOUNCE_MS));
    expect(location()).toHaveTextContent(/^\/lots\/5\?max=5$/);
  });

  it('shows the offer cards with seller, stars, reviews and the description fallback', async () => {
    renderLot('/lots/5', () =>
      jsonResponse(paged([card(1), card(2, { shortDescription: '  ', attributes: {} })], 2, 0, 10)),
    );
    const first = (await screen.findByRole('article', { name: 'Offer 1' })) as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Offer 1' })).toHaveAttribute('href', '/offer/1');
    expect(within(first).getByText(/1\s500,00\s₽/)).toBeInTheDocument();
    expect(within(first).getByText('EU')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Seller 1' })).toHaveAttribute('href', '/profiles/41');
    expect(within(first).getByRole('img', { name: 'Рейтинг продавца: 3 из 5' })).toBeInTheDocument();
    expect(within(first).getByText('Отзывов: 12')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Купить' })).toHaveAttribute('href', '/offer/1');
    const second = screen.getByRole('article', { name: 'Offer 2' });
    expect(within(second).getByText('Описания нет')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Предложения (2)' })).toBeInTheDocument();
  });

  it('says there are no offers, or none for the filters (204)', async () => {
    renderLot('/lots/5', () => new Response(null, { status: 204 }));
    expect(await screen.findByText('Доступных предложений нет')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Предложения (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы предложений' })).not.toBeInTheDocument();
  });

  it('says when the filters match nothing', async () => {
    renderLot('/lots/5?max=1', () => new Response(null, { status: 204 }));
    expect(await screen.findByText('По выбранным фильтрам ничего не найдено')).toBeInTheDocument();
  });

  it("shows the server's error with retry and home", async () => {
    storeSession();
    const fetchMock = mockApi({
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
      'GET /api/lots/get': () => errorResponse(404, 'Lot not found'),
      'POST /api/offers/search': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/lots/:lotId" element={<LotPage />} />
      </Routes>,
      { route: '/lots/999' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Lot not found');
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() =>
      expect(calls(fetchMock).filter((c) => c.startsWith('GET /api/lots/get'))).toHaveLength(2),
    );
  });

  it('says the lot id is invalid, in the interface language, for a lot id that is not a number, without asking the server', async () => {
    const { fetchMock } = renderLot('/lots/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный номер категории');
    expect(calls(fetchMock).filter((c) => !c.includes('getUserPrincipalData'))).toEqual([]);
  });
});
