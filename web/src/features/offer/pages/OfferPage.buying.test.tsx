import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '@/test/fetch-mock';
import { TEST_USER } from '@/test/render';
import { GUEST, rub, setup } from '@/test/offer-page';

describe('OfferPage: Buy Now', () => {
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
    await user.click(await screen.findByRole('button', { name: 'Купить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Покупка' });
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
    await user.click(await screen.findByRole('button', { name: 'Купить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Покупка' });
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
    await user.click(await screen.findByRole('button', { name: 'Купить' }));
    await user.click(screen.getByRole('button', { name: /Оплатить/ }));
    expect(await screen.findByText('Insufficient funds: top up your wallet first')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/10$/);
  });

  it('Buy Now sends a guest to /login', async () => {
    const { user } = setup(GUEST);
    await user.click(await screen.findByRole('button', { name: 'Купить' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
