import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@gamelot/contract/schemas/orders';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import OrderPage from './OrderPage';

// The order's forms are lazily loaded chunks; load them once, as a warm cache would.
beforeAll(() =>
  Promise.all([
    import('../components/DeliverDialog'),
    import('../components/OpenDisputeDialog'),
    import('../components/ReviewForms'),
  ]),
);

const SELLER = { id: 3, name: 'Seller Sam', imageUrl: null };
const BUYER = { id: TEST_USER.id, name: TEST_USER.name, imageUrl: null };

function order(over: Partial<Order> = {}): Order {
  return {
    id: 12,
    state: 'paid',
    offer: { id: 10, name: 'Steam key', pictureUrl: null },
    buyer: BUYER,
    seller: SELLER,
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
    deliveryMinutes: null,
    deliverBy: null,
    deadlineExtendedAt: null,
    warrantyDays: 0,
    warrantyEndsAt: null,
    warrantyReleasedAt: null,
    ...over,
  } as Order;
}

function setup(routes: Parameters<typeof mockApi>[0], user = TEST_USER) {
  storeSession(user);
  const fetchMock = mockApi(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderPage />} />
    </Routes>,
    { route: '/orders/12' },
  );
  return { fetchMock, view, user: userEvent.setup({ delay: null }) };
}

describe('OrderPage', () => {
  it('keeps a delivered key hidden until «Открыть ключ», then shows it and reloads the actions', async () => {
    let revealed = false;
    const { user, fetchMock } = setup({
      'GET /api/orders/12': () =>
        jsonResponse(
          order({
            state: 'delivered',
            autoDelivery: true,
            deliveredAt: '2026-11-21T10:00:00Z',
            autoCompleteAt: '2026-11-24T10:00:00Z',
            keysRevealed: revealed,
            actions: revealed
              ? ['confirm', 'dispute', 'revealKeys']
              : ['confirm', 'dispute', 'refundKey', 'revealKeys'],
          }),
        ),
      'POST /api/orders/12/keys/reveal': () => {
        revealed = true;
        return jsonResponse([{ id: 1, value: 'AAAA-BBBB', revealedAt: '2026-11-21T10:05:00Z' }]);
      },
    });
    expect(await screen.findByRole('button', { name: 'Вернуть непоказанный ключ' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-key')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть ключ' }));
    expect(await screen.findByTestId('order-key')).toHaveTextContent('AAAA-BBBB');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Вернуть непоказанный ключ' })).not.toBeInTheDocument(),
    );
    expect(calls(fetchMock).filter((c) => c === 'GET /api/orders/12')).toHaveLength(2);
    // The buyer does not see the seller's share.
    expect(screen.queryByText('Продавец получит')).not.toBeInTheDocument();
  });

  const keyOrder = (over: Partial<Order>) =>
    order({
      state: 'delivered',
      autoDelivery: true,
      deliveredAt: '2026-11-21T10:00:00Z',
      autoCompleteAt: '2026-11-24T10:00:00Z',
      ...over,
    });

  it('shows a revealed key as revealed after a reload, with no refund offered', async () => {
    const { fetchMock } = setup({
      'GET /api/orders/12': () =>
        jsonResponse(keyOrder({ keysRevealed: true, actions: ['confirm', 'dispute', 'revealKeys'] })),
      'POST /api/orders/12/keys/reveal': () =>
        jsonResponse([{ id: 1, value: 'AAAA-BBBB', revealedAt: '2026-11-21T10:05:00Z' }]),
    });
    expect(await screen.findByTestId('order-key')).toHaveTextContent('AAAA-BBBB');
    expect(screen.getByTestId('keys-revealed')).toHaveTextContent('открытый ключ вернуть уже нельзя');
    expect(screen.queryByRole('button', { name: 'Открыть ключ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Вернуть непоказанный ключ' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ключ скрыт/)).not.toBeInTheDocument();
    // Confirming a key already seen asks as any order does.
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Подтвердить получение' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердить получение?' });
    expect(within(dialog).getByText(/Подтверждайте только если всё получили/)).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c === 'POST /api/orders/12/keys/reveal')).toHaveLength(1);
  });

  it('puts «Открыть ключ» before Confirm on a key order and asks before confirming an unrevealed key', async () => {
    const { user, fetchMock } = setup({
      'GET /api/orders/12': () =>
        jsonResponse(keyOrder({ actions: ['confirm', 'dispute', 'refundKey', 'revealKeys'] })),
      'POST /api/orders/12/confirm': () => jsonResponse(keyOrder({ state: 'completed', actions: [] })),
    });
    const reveal = await screen.findByRole('button', { name: 'Открыть ключ' });
    const confirm = screen.getByRole('button', { name: 'Подтвердить получение' });
    expect(reveal.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(confirm);
    const dialog = screen.getByRole('dialog', { name: 'Подтвердить получение?' });
    expect(within(dialog).getByText(/Вы ещё не открыли ключ/)).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/orders/12/confirm');
    expect(calls(fetchMock)).not.toContain('POST /api/orders/12/keys/reveal');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/orders/12/confirm'));
  });

  it('shows a completed order’s warranty, until when the money is held, and offers a dispute during it', async () => {
    setup({
      'GET /api/orders/12': () =>
        jsonResponse(
          order({
            state: 'completed',
            deliveredAt: '2026-11-21T10:00:00Z',
            completedAt: '2026-11-22T10:00:00Z',
            warrantyDays: 14,
            warrantyEndsAt: '2026-12-06T10:00:00Z',
            actions: ['dispute', 'review'],
          }),
        ),
    });
    expect(await screen.findByTestId('order-warranty')).toHaveTextContent('14 дней');
    expect(screen.getByTestId('order-warranty-ends')).toHaveTextContent(/Гарантия до 6 дек\. 2026/);
    expect(screen.getByRole('button', { name: 'Открыть спор' })).toBeInTheDocument();
  });

  it('lets the seller deliver with a message and shows the new state', async () => {
    let state: Order['state'] = 'paid';
    const { user, fetchMock } = setup(
      {
        'GET /api/orders/12': () => jsonResponse(order({ state, actions: ['deliver', 'cancel'] })),
        'POST /api/orders/12/deliver': () => {
          state = 'delivered';
          return jsonResponse(order({ state, actions: [], deliveryMessage: 'Done, log in now' }));
        },
      },
      { ...TEST_USER, id: SELLER.id },
    );
    expect(await screen.findByText('Продавец получит')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отметить выполненным' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заказ выполнен' });
    await user.type(
      within(dialog).getByLabelText('Сообщение покупателю (данные, инструкции)'),
      'Done, log in now',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отметить выполненным' }));
    expect(await screen.findByText('Done, log in now')).toBeInTheDocument();
    expect(document.querySelector('[data-state="delivered"]')).not.toBeNull();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/deliver'))![1]!.body as string;
    expect(JSON.parse(sent)).toEqual({ message: 'Done, log in now' });
  });

  it('shows both sides the delivery deadline; the buyer waits longer once, after asking', async () => {
    const deliverBy = new Date(Date.now() + 45 * 60_000).toISOString();
    const later = new Date(Date.now() + 105 * 60_000).toISOString();
    let extended = false;
    const { user, fetchMock } = setup({
      'GET /api/orders/12': () =>
        jsonResponse(
          order({
            deliveryMinutes: 60,
            deliverBy: extended ? later : deliverBy,
            deadlineExtendedAt: extended ? new Date().toISOString() : null,
            actions: extended ? ['dispute'] : ['dispute', 'waitLonger'],
          }),
        ),
      'POST /api/orders/12/wait-longer': () => {
        extended = true;
        return jsonResponse(
          order({
            deliveryMinutes: 60,
            deliverBy: later,
            deadlineExtendedAt: new Date().toISOString(),
            actions: ['dispute'],
          }),
        );
      },
    });
    expect(await screen.findByTestId('order-deliver-by')).toHaveTextContent(/через 45 минут/);
    expect(screen.getByText(/Если продавец не выполнит заказ до этого времени/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подождать ещё' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подождать ещё?' });
    await user.click(within(dialog).getByRole('button', { name: 'Подождать' }));
    expect(await screen.findByText(/срок продлён/)).toBeInTheDocument();
    expect(screen.getByTestId('order-deliver-by')).toHaveTextContent(/через 1 час/);
    expect(screen.queryByRole('button', { name: 'Подождать ещё' })).not.toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/orders/12/wait-longer');
  });

  it('tells the seller the deadline and offers no waiting', async () => {
    const deliverBy = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    setup(
      {
        'GET /api/orders/12': () =>
          jsonResponse(order({ deliveryMinutes: 240, deliverBy, actions: ['deliver', 'cancel'] })),
      },
      { ...TEST_USER, id: SELLER.id },
    );
    expect(await screen.findByTestId('order-deliver-by')).toHaveTextContent(/через 3 часа/);
    expect(screen.getByText(/Если не выполнить заказ до этого времени/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подождать ещё' })).not.toBeInTheDocument();
  });

  it("asks before cancelling and shows the server's refusal", async () => {
    const { user } = setup(
      {
        'GET /api/orders/12': () => jsonResponse(order({ actions: ['deliver', 'cancel'] })),
        'POST /api/orders/12/cancel': () =>
          errorResponse(409, 'This cannot be done while the order is delivered'),
      },
      { ...TEST_USER, id: SELLER.id },
    );
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(
      await within(dialog).findByText('This cannot be done while the order is delivered'),
    ).toBeInTheDocument();
  });

  it("lets the buyer of a suspended seller's order cancel it for a full refund", async () => {
    const { user, fetchMock } = setup({
      'GET /api/orders/12': () =>
        jsonResponse(order({ state: 'delivered', actions: ['confirm', 'buyerCancel'] })),
      'POST /api/orders/12/cancel': () => jsonResponse(order({ state: 'cancelled', actions: [] })),
    });
    expect(await screen.findByText(/Аккаунт продавца заблокирован/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить и вернуть деньги' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ?' });
    expect(within(dialog).getByText(/На ваш кошелёк вернётся/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/orders/12/cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a review on a completed order and sends the rating and comment', async () => {
    let reviewed = false;
    const { user, fetchMock } = setup({
      'GET /api/orders/12': () =>
        jsonResponse(
          order({ state: 'completed', actions: reviewed ? [] : ['review'], reviewId: reviewed ? 5 : null }),
        ),
      'POST /api/orders/12/review': () => {
        reviewed = true;
        return jsonResponse({ id: 5 }, 201);
      },
    });
    const form = await screen.findByRole('form', { name: 'Отзыв о сделке' });
    await user.selectOptions(within(form).getByLabelText('Оценка'), '7');
    await user.type(within(form).getByLabelText('Комментарий'), 'Fine');
    await user.click(within(form).getByRole('button', { name: 'Опубликовать отзыв' }));
    expect(await screen.findByText('Отзыв опубликован.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/review'))![1]!.body as string;
    expect(JSON.parse(sent)).toEqual({ rating: 7, comment: 'Fine' });
  });

  describe("shows the seller's money as it moved", () => {
    const asSeller = (o: Order) =>
      setup({ 'GET /api/orders/12': () => jsonResponse(o) }, { ...TEST_USER, id: SELLER.id });
    const fact = (term: string) =>
      screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
    const rub = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

    it('after a split: what the seller received and what went back to the buyer', async () => {
      asSeller(
        order({
          state: 'completed',
          total: 1472.85,
          commission: 52.72,
          sellerAmount: 405.58,
          refunded: 1014.55,
        }),
      );
      await screen.findByText('Продавец получил');
      expect(rub(fact('Продавец получил'))).toMatch(/^405,58 ₽$/);
      expect(rub(fact('Возвращено покупателю'))).toMatch(/^1 014,55 ₽$/);
      expect(rub(fact('Комиссия платформы'))).toMatch(/^52,72 ₽$/);
      expect(screen.queryByText('Продавец получит')).not.toBeInTheDocument();
    });

    it('cancelled or refunded: no amount for the seller, the refund instead', async () => {
      for (const state of ['cancelled', 'refunded'] as const) {
        const { view } = asSeller(order({ state, commission: 0, sellerAmount: 0, refunded: 113 }));
        await screen.findByText('Возвращено покупателю');
        expect(rub(fact('Возвращено покупателю'))).toMatch(/^113,00 ₽$/);
        expect(screen.queryByText('Продавец получит')).not.toBeInTheDocument();
        expect(screen.queryByText('Продавец получил')).not.toBeInTheDocument();
        expect(screen.queryByText('Комиссия платформы')).not.toBeInTheDocument();
        view.unmount();
      }
    });
  });

  it('says an order is not found when the server refuses it', async () => {
    setup({ 'GET /api/orders/12': () => errorResponse(403, 'Forbidden') });
    expect(await screen.findByText('Заказ не найден')).toBeInTheDocument();
  });
});
