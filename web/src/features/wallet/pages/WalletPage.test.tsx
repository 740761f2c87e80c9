import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { browserNavigation } from '@/shared/lib/navigation';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import WalletPage from './WalletPage';

const empty = {
  content: [],
  totalElements: 0,
  page: { number: 0, size: 10, totalPages: 0, totalElements: 0 },
};

const entry = (id: number, kind: string, amount: number, orderId: number | null = 12) => ({
  id,
  transactionId: id,
  kind,
  account: 'wallet',
  amount,
  orderId,
  createdAt: '2026-11-21T10:00:00Z',
});

function setup(
  route = '/wallet',
  provider: string | null = 'test',
  history?: ReturnType<typeof entry>[],
  walletOver: object = {},
) {
  storeSession();
  const fetchMock = mockApi({
    'GET /api/wallet': () =>
      jsonResponse({
        balance: 250.5,
        held: 100,
        inEscrow: 113,
        warrantyHeld: 0,
        warranties: [],
        currency: 'RUB',
        provider,
        ...walletOver,
      }),
    'GET /api/wallet/history': () =>
      jsonResponse({
        content: history ?? [
          {
            id: 1,
            transactionId: 1,
            kind: 'top_up',
            account: 'wallet',
            amount: 500,
            orderId: null,
            createdAt: '2026-11-21T10:00:00Z',
          },
          {
            id: 2,
            transactionId: 2,
            kind: 'order_payment',
            account: 'wallet',
            amount: -113,
            orderId: 12,
            createdAt: '2026-11-21T10:05:00Z',
          },
        ],
        totalElements: history?.length ?? 2,
        page: { number: 0, size: 10, totalPages: 1, totalElements: history?.length ?? 2 },
      }),
    'GET /api/wallet/withdrawals': () => jsonResponse(empty),
    'POST /api/wallet/top-ups': () =>
      jsonResponse(
        {
          id: 'pay_12345678',
          amount: 300,
          status: 'pending',
          provider: 'test',
          paymentUrl: '/pay/test/pay_12345678',
          createdAt: '2026-11-21T10:00:00Z',
        },
        201,
      ),
    'GET /api/wallet/top-ups/pay_12345678': () =>
      jsonResponse({
        id: 'pay_12345678',
        amount: 300,
        status: 'succeeded',
        provider: 'test',
        paymentUrl: '/pay/test/pay_12345678',
        createdAt: '2026-11-21T10:00:00Z',
      }),
    'POST /api/wallet/withdrawals': () => jsonResponse({ id: 1 }, 201),
  });
  renderWithProviders(
    <Routes>
      <Route path="/wallet" element={<WalletPage />} />
    </Routes>,
    { route },
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

// The forms are lazily loaded chunks; load them once, as a warm cache would.
beforeAll(() => Promise.all([import('../components/TopUpForm'), import('../components/WithdrawalForm')]));
afterEach(() => vi.restoreAllMocks());

describe('WalletPage', () => {
  it('shows the balances, the labelled test provider and the history', async () => {
    setup();
    await waitFor(() =>
      expect(document.querySelector('[data-balance="balance"] dd')?.textContent).toMatch(/250,50/),
    );
    expect(document.querySelector('[data-balance="held"] dd')?.textContent).toMatch(/100,00/);
    expect(document.querySelector('[data-balance="escrow"] dd')?.textContent).toMatch(/113,00/);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Тестовая карта — без реальных денег. Этот сервер принимает только тестовые платежи',
    );
    expect(await screen.findByText('Пополнение', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'заказ №12' })).toHaveAttribute('href', '/orders/12');
  });

  it('shows a seller’s money held under warranty, order by order, with its release date (ru and en)', async () => {
    setup('/wallet', 'test', undefined, {
      warrantyHeld: 150,
      warranties: [
        { orderId: 31, offerName: 'Epic account', amount: 150, releaseAt: '2026-12-05T10:00:00Z' },
      ],
    });
    await waitFor(() =>
      expect(document.querySelector('[data-balance="warranty"] dd')?.textContent).toMatch(/150,00/),
    );
    expect(document.querySelector('[data-balance="warranty"] dt')).toHaveTextContent('На гарантии');
    const held = screen.getByRole('link', { name: /заказ №31 «Epic account», до/ });
    expect(held).toHaveAttribute('href', '/orders/31');
    expect(held.textContent).toMatch(/150,00/);
    expect(held.textContent).toMatch(/5 дек\. 2026/);
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('link', { name: /order #31 “Epic account”, until/ })).toBeInTheDocument();
    expect(document.querySelector('[data-balance="warranty"] dt')).toHaveTextContent('Under warranty');
    await act(() => i18n.changeLanguage('ru'));
  });

  it('shows no warranty section without held warranties', async () => {
    setup();
    await waitFor(() => expect(document.querySelector('[data-balance="balance"]')).not.toBeNull());
    expect(document.querySelector('[data-balance="warranty"]')).toBeNull();
    expect(screen.queryByTestId('wallet-warranties')).toBeNull();
  });

  it('names each order movement for what it was: purchase, sale proceeds, refund (ru and en)', async () => {
    const rows = [
      entry(3, 'order_refund', 50),
      entry(2, 'order_release', 56.5, 11),
      entry(1, 'order_payment', -113),
    ];
    const labels = () =>
      [...document.querySelectorAll('tr[data-kind] td:nth-child(2)')].map(
        (td) => td.textContent?.split(' · ')[0],
      );
    setup('/wallet', 'test', rows);
    await waitFor(() => expect(labels()).toHaveLength(3));
    expect(labels()).toEqual(['Возврат по заказу', 'Выплата за продажу', 'Оплата покупки']);
    await act(() => i18n.changeLanguage('en'));
    try {
      await waitFor(() => expect(labels()).toEqual(['Order refund', 'Sale proceeds', 'Purchase payment']));
    } finally {
      await act(() => i18n.changeLanguage('ru'));
    }
  });

  it('starts a top-up with an idempotency key and opens the payment page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, fetchMock } = setup();
    const amount = (await screen.findAllByLabelText('Сумма, ₽'))[0]!;
    await user.type(amount, 'abc');
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(await screen.findByText('Введите сумму в рублях, например 500 или 499,90')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/test/pay_12345678'));
    const sent = JSON.parse(
      fetchMock.mock.calls.find(([url]) => String(url).endsWith('/top-ups'))![1]!.body as string,
    );
    expect(sent.amount).toBe(300);
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('says the top-up went through when the provider sends the user back', async () => {
    setup('/wallet?payment=pay_12345678');
    expect(await screen.findByText(/Кошелёк пополнен на/)).toBeInTheDocument();
  });

  it('hides top-up when payments are off', async () => {
    setup('/wallet', null);
    expect(await screen.findByText('Пополнение на этом сервере не настроено.')).toBeInTheDocument();
    // No test card, no test-payments notice.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Пополнить' })).not.toBeInTheDocument();
  });
});
