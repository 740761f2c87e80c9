import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_RATE,
  finalPriceKopecks,
  kopecksToRoubles,
  roublesToKopecks,
} from '@gamelot/contract/rules';
import { formatRoubles } from '@/shared/i18n/format';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import OfferEditPage from './OfferEditPage';

// The form is a lazily loaded chunk; load it once, as a warm cache would.
beforeAll(() => import('../components/EditOfferForm'));

const offer = {
  id: 10,
  name: 'Gold 1000',
  price: 113,
  originalPrice: 100,
  unitPrice: 100,
  deliveryMinutes: 60,
  userId: TEST_USER.id,
  pictureUrl: '/media/offers/gold.jpg',
  shortDescription: 'Fast',
  longDescription: 'Long text',
  availability: 5,
  active: true,
  attributes: { Server: 'EU' },
  lotId: 2,
  lot: {
    id: 2,
    name: 'Accounts',
    attributes: { pricingType: 'PER_ITEM', minQuantity: 1 },
    product: { id: 1, name: 'WoW' },
  },
  createdAt: '2025-07-01T10:00:00Z',
  warrantyDays: 0,
  updatedAt: '2025-07-01T10:00:00Z',
  product: { id: 1, name: 'WoW', description: '', imageUrl: null, attributes: { Server: ['EU', 'US'] } },
};

const salesPage = (open: number) => ({
  content: [],
  totalElements: open,
  page: { number: 0, size: 1, totalPages: open, totalElements: open },
});

function setup(data: object = offer, overrides: Record<string, () => Response> = {}) {
  storeSession();
  const fetchMock = mockApi({
    'GET /api/offers/getWithProduct': () => jsonResponse(data),
    'PATCH /api/offers/update': ({ body }) => jsonResponse({ ...offer, ...(body as object) }),
    'DELETE /api/offers/delete': () => new Response(null, { status: 204 }),
    'GET /api/orders/sales': () => jsonResponse(salesPage(0)),
    ...overrides,
  });
  renderWithProviders(
    <Routes>
      <Route path="/offer/:offerId/edit" element={<OfferEditPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/offer/10/edit' },
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

function bodyOf(fetchMock: ReturnType<typeof mockApi>, method: string) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method)!;
  return JSON.parse(String(call[1]!.body)) as Record<string, unknown>;
}

describe('OfferEditPage', () => {
  it('sends a non-owner to the offer page', async () => {
    setup({ ...offer, userId: 99 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/10$/));
  });

  it("says 'Не удалось загрузить оффер: {reason}'", async () => {
    setup(offer, { 'GET /api/offers/getWithProduct': () => errorResponse(404, 'Offer not found') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить оффер: Offer not found');
  });

  it('recomputes the final price from the base and saves the whole offer', async () => {
    const { user, fetchMock } = setup();
    const price = await screen.findByLabelText('Цена за штуку, ₽');
    expect(price).toHaveValue(100);
    expect(screen.getByTestId('final-price').textContent).toBe(formatRoubles(113, 'ru'));
    await user.clear(price);
    await user.type(price, '250.55');
    const final = kopecksToRoubles(finalPriceKopecks(roublesToKopecks(250.55)));
    expect(screen.getByTestId('final-price').textContent).toBe(formatRoubles(final, 'ru'));

    await user.clear(screen.getByLabelText('Количество в наличии'));
    await user.type(screen.getByLabelText('Количество в наличии'), '0');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/10$/));
    expect(bodyOf(fetchMock, 'PATCH')).toEqual({
      id: 10,
      name: 'Gold 1000',
      shortDescription: 'Fast',
      longDescription: 'Long text',
      unitPrice: 250.55,
      originalPrice: 250.55,
      price: final,
      availability: 0,
      attributes: { Server: 'EU' },
      pictureUrl: '/media/offers/gold.jpg',
      deliveryMinutes: 60,
      warrantyDays: 0,
      active: false,
      commissionRate: COMMISSION_RATE,
    });
  });

  it('lets the quantity follow the key stock: adding keys, then saving, sends the new stock', async () => {
    let stock = 5;
    const { user, fetchMock } = setup(offer, {
      'GET /api/offers/getWithProduct': () => jsonResponse({ ...offer, availability: stock }),
      'GET /api/offers/10/keys': () => jsonResponse({ offerId: 10, unsold: stock, sold: 0 }),
      'POST /api/offers/10/keys': () => {
        stock = 7;
        return jsonResponse({ offerId: 10, unsold: 7, sold: 0, added: 2, skippedDuplicates: 0 });
      },
    });
    // The form's chunk may take a while to arrive first.
    const available = await screen.findByLabelText('Количество в наличии', {}, { timeout: 10_000 });
    expect(available).toHaveValue(5);
    await user.type(screen.getByLabelText('Ключи, по одному в строке'), 'KEY-1{Enter}KEY-2');
    await user.click(screen.getByRole('button', { name: 'Добавить ключи' }));
    await waitFor(() => expect(available).toHaveValue(7));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/10$/));
    expect(bodyOf(fetchMock, 'PATCH')).toMatchObject({ availability: 7, active: true });
  });

  it('shows a PER_UNIT offer per unit and sends the base for the minimum quantity', async () => {
    const perUnit = {
      ...offer,
      originalPrice: 500,
      unitPrice: 0.5,
      attributes: { minQuantity: 1000 },
      lot: { ...offer.lot, attributes: { pricingType: 'PER_UNIT', minQuantity: 1000 } },
    };
    const { user, fetchMock } = setup(perUnit);
    expect(await screen.findByLabelText('Цена за единицу, ₽')).toHaveValue(0.5);
    expect(screen.getByLabelText('Минимальное количество единиц')).toHaveValue(1000);
    await user.clear(screen.getByLabelText('Доступное количество единиц'));
    await user.type(screen.getByLabelText('Доступное количество единиц'), '5000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PATCH /api/offers/update'));
    expect(bodyOf(fetchMock, 'PATCH')).toMatchObject({
      unitPrice: 0.5,
      originalPrice: 500,
      availability: 5000,
      attributes: { minQuantity: 1000 },
    });
  });

  it('keeps the unit price when the minimum quantity changes (ADR 0031)', async () => {
    const perUnit = {
      ...offer,
      price: 1130,
      originalPrice: 1000,
      unitPrice: 1,
      attributes: { minQuantity: 1000 },
      lot: { ...offer.lot, attributes: { pricingType: 'PER_UNIT', minQuantity: 1 } },
    };
    const { user, fetchMock } = setup({ ...perUnit, availability: 5000 });
    expect(await screen.findByLabelText('Цена за единицу, ₽')).toHaveValue(1);
    await user.clear(screen.getByLabelText('Минимальное количество единиц'));
    await user.type(screen.getByLabelText('Минимальное количество единиц'), '1');
    expect(screen.getByLabelText('Цена за единицу, ₽')).toHaveValue(1);
    expect(screen.getByTestId('final-price').textContent).toBe(formatRoubles(1.13, 'ru'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PATCH /api/offers/update'));
    expect(bodyOf(fetchMock, 'PATCH')).toMatchObject({
      unitPrice: 1,
      originalPrice: 1,
      price: 1.13,
      attributes: { minQuantity: 1 },
    });
  });

  it('validates: name required, price above 0, availability not negative', async () => {
    const { user, fetchMock } = setup();
    await user.clear(await screen.findByLabelText('Название оффера'));
    await user.clear(screen.getByLabelText('Цена за штуку, ₽'));
    await user.type(screen.getByLabelText('Цена за штуку, ₽'), '0');
    await user.clear(screen.getByLabelText('Количество в наличии'));
    await user.type(screen.getByLabelText('Количество в наличии'), '-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Название офера обязательно')).toBeInTheDocument();
    expect(screen.getByText('Цена должна быть не меньше 0.01')).toBeInTheDocument();
    expect(screen.getByText('Количество не может быть отрицательным')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('PATCH /api/offers/update');
  });

  it("says 'Ошибка при обновлении оффера: {reason}'", async () => {
    const { user } = setup(offer, {
      'PATCH /api/offers/update': () => errorResponse(403, 'You are not allowed to do this'),
    });
    await screen.findByLabelText('Название оффера');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка при обновлении оффера: You are not allowed to do this',
    );
  });

  it('Cancel goes back to the offer', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Отмена' })).toHaveAttribute('href', '/offer/10');
  });

  it('asks before deleting; Escape keeps the offer, confirming deletes it and opens /market', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Удалить оффер' }));
    expect(screen.getByRole('dialog', { name: 'Удалить оффер?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('DELETE /api/offers/delete');

    await user.click(screen.getByRole('button', { name: 'Удалить оффер' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Удалить' })).toBeEnabled());
    expect(screen.queryByTestId('open-orders-warning')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/market$/));
    expect(bodyOf(fetchMock, 'DELETE')).toEqual({ id: 10 });
  });

  it("says 'Ошибка при удалении оффера: {reason}'", async () => {
    const { user } = setup(offer, {
      'DELETE /api/offers/delete': () => errorResponse(404, 'Offer not found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Удалить оффер' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Удалить' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при удалении оффера: Offer not found');
  });

  it('says how many open orders the offer has before it is deleted, and that they stay whole', async () => {
    const { user, fetchMock } = setup(offer, { 'GET /api/orders/sales': () => jsonResponse(salesPage(3)) });
    await user.click(await screen.findByRole('button', { name: 'Удалить оффер' }));
    const warning = await screen.findByTestId('open-orders-warning');
    expect(warning).toHaveTextContent('По нему 3 открытых заказа. Удаление их не затронет');
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('/api/orders/sales'))!;
    const query = new URL(asked, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ offerId: '10', state: 'paid,delivered,disputed' });
  });
});
