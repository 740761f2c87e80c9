import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { i18n } from '@/shared/i18n/i18n';
import { browserNavigation } from '@/shared/lib/navigation';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { TopUpForm } from './TopUpForm';

type Answer = () => Response | Promise<Response>;

const payment = {
  id: 'pay_12345678',
  amount: 1500.5,
  status: 'pending',
  provider: 'test',
  paymentUrl: '/pay/test/pay_12345678',
  createdAt: '2026-11-21T10:00:00Z',
};

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

function setup(answer: Answer = () => jsonResponse(payment, 201)) {
  storeSession();
  const fetchMock = mockApi({ 'POST /api/wallet/top-ups': answer });
  renderWithProviders(<TopUpForm provider="test" />, { route: '/wallet' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const topUps = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock).filter((c) => c.includes('top-ups'));
const bodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes('top-ups'))
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

describe('TopUpForm', () => {
  it('refuses what is no amount and an amount out of range, in Russian, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('Сумма, ₽'), '12,345');
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(await screen.findByText('Введите сумму в рублях, например 500 или 499,90')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Сумма, ₽'));
    await user.type(screen.getByLabelText('Сумма, ₽'), '0,50');
    expect(await screen.findByText('Пополнение — от 1 до 1 000 000 ₽')).toBeInTheDocument();
    expect(screen.getByLabelText('Сумма, ₽')).toHaveAttribute('aria-invalid', 'true');
    expect(topUps(fetchMock)).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('Amount, ₽'), '2000000');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('A top-up must be between 1 and 1 000 000 roubles')).toBeInTheDocument();
    expect(topUps(fetchMock)).toEqual([]);
  });

  it("sends the schema's output with the idempotency key and opens the payment page", async () => {
    let pay!: () => void;
    const { user, fetchMock } = setup(
      () => new Promise((resolve) => (pay = () => resolve(jsonResponse(payment, 201)))),
    );
    await user.type(screen.getByLabelText('Сумма, ₽'), '1 500,50');
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(await screen.findByRole('button', { name: 'Переходим к оплате...' })).toBeDisabled();
    expect(bodies(fetchMock)[0]).toEqual({
      amount: 1500.5,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    pay();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/test/pay_12345678'));
  });

  it("retries a refused top-up with the same key and shows the server's message", async () => {
    const { user, fetchMock } = setup(() => errorResponse(503, MESSAGES.paymentsDisabled));
    await user.type(screen.getByLabelText('Сумма, ₽'), '300');
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentsDisabled);
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    await vi.waitFor(() => expect(topUps(fetchMock)).toHaveLength(2));
    const [first, second] = bodies(fetchMock);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });
});
