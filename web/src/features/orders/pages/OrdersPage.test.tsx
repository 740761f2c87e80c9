import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import OrdersPage from './OrdersPage';

const order = (id: number, name: string) => ({
  id,
  state: 'paid',
  offer: { id: 10, name, pictureUrl: null },
  buyer: { id: TEST_USER.id, name: TEST_USER.name, imageUrl: null },
  seller: { id: 3, name: 'Seller Sam', imageUrl: null },
  quantity: 1,
  total: 113,
  commission: 13,
  sellerAmount: 100,
  refunded: 0,
  autoDelivery: false,
  keysRevealed: false,
  deliveryMessage: null,
  chatId: 4,
  actions: [],
  reviewId: null,
  createdAt: '2026-11-21T10:00:00Z',
  deliveredAt: null,
  autoCompleteAt: null,
  completedAt: null,
  cancelledAt: null,
});

const page = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  page: { number: 0, size: 10, totalPages: 1, totalElements: content.length },
});

function setup(route: string, answer: (query: URLSearchParams) => unknown[] = () => []) {
  storeSession();
  const asked: { side: string; query: Record<string, string> }[] = [];
  const respond =
    (side: string) =>
    ({ url }: { url: URL }) => {
      asked.push({ side, query: Object.fromEntries(url.searchParams) });
      return jsonResponse(page(answer(url.searchParams)));
    };
  mockApi({ 'GET /api/orders/purchases': respond('purchases'), 'GET /api/orders/sales': respond('sales') });
  renderWithProviders(<OrdersPage />, { route });
  return { asked, user: userEvent.setup({ delay: null }) };
}

const location = () => screen.getByTestId('location').textContent;

describe('OrdersPage filters', () => {
  it('reads the side, state and search from the address and asks the server for them', async () => {
    const { asked } = setup('/orders?tab=sales&state=delivered&q=sword', () => [order(7, 'Sword')]);
    expect(await screen.findByText(/Sword/)).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({
      side: 'sales',
      query: { page: '0', size: '10', state: 'delivered', q: 'sword' },
    });
    expect(screen.getByLabelText('Статус')).toHaveValue('delivered');
    expect(screen.getByLabelText('Поиск')).toHaveValue('sword');
  });

  it('puts a chosen state and a typed search in the address, from the first page', async () => {
    const { asked, user } = setup('/orders?page=2', (q) =>
      q.get('q') === '#7' ? [] : [order(7, 'Sword'), order(8, 'Shield')],
    );
    await screen.findByText(/Shield/);
    await user.selectOptions(screen.getByLabelText('Статус'), 'Оплачен');
    await waitFor(() => expect(location()).toBe('/orders?tab=purchases&state=paid'));
    await waitFor(() => expect(asked.at(-1)?.query).toMatchObject({ page: '0', state: 'paid' }));

    await user.type(screen.getByLabelText('Поиск'), '#7');
    await waitFor(() => expect(location()).toBe('/orders?tab=purchases&state=paid&q=%237'));
    await waitFor(() => expect(asked.at(-1)?.query).toMatchObject({ state: 'paid', q: '#7' }));
    // Nothing matches: said so, not "no purchases yet".
    expect(await screen.findByText('Нет заказов, подходящих под фильтры')).toBeInTheDocument();
    expect(screen.queryByText('Покупок пока нет')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Статус'), 'Все статусы');
    await waitFor(() => expect(location()).toBe('/orders?tab=purchases&q=%237'));
  });

  it('ignores a state it does not know', async () => {
    const { asked } = setup('/orders?state=lost', () => [order(7, 'Sword')]);
    await screen.findByText(/Sword/);
    expect(asked.at(-1)?.query).toEqual({ page: '0', size: '10' });
    expect(screen.getByLabelText('Статус')).toHaveValue('');
  });
});
