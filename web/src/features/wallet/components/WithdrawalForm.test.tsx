import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { i18n } from '@/shared/i18n/i18n';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import { WithdrawalForm } from './WithdrawalForm';

type Answer = () => Response | Promise<Response>;

function setup(answer: Answer = () => jsonResponse({ id: 1 }, 201)) {
  storeSession();
  const fetchMock = mockApi({ 'POST /api/wallet/withdrawals': answer });
  renderWithProviders(<WithdrawalForm />, { route: '/wallet' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const requests = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock).filter((c) => c.includes('withdrawals'));
const bodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes('withdrawals'))
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

describe('WithdrawalForm', () => {
  it('asks for an amount in range and a destination, in Russian, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('Сумма, ₽'), '50');
    await user.type(screen.getByLabelText('Куда перевести (карта или счёт)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Запросить вывод' }));
    expect(await screen.findByText('Вывод — от 100 до 1 000 000 ₽')).toBeInTheDocument();
    expect(screen.getByText('Укажите карту или счёт')).toBeInTheDocument();
    expect(requests(fetchMock)).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('Amount, ₽'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Request a withdrawal' }));
    expect(await screen.findByText('Enter an amount in roubles, e.g. 500 or 499.90')).toBeInTheDocument();
    expect(screen.getByText('Enter a card or an account')).toBeInTheDocument();
    expect(requests(fetchMock)).toEqual([]);
  });

  it("sends the schema's output, empties the form and takes a new key for the next request", async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('Сумма, ₽'), '250,5');
    await user.type(screen.getByLabelText('Куда перевести (карта или счёт)'), '  4242 4242  ');
    await user.click(screen.getByRole('button', { name: 'Запросить вывод' }));
    expect(await screen.findByText('Запрос на вывод отправлен администратору')).toBeInTheDocument();
    expect(bodies(fetchMock)[0]).toEqual({
      amount: 250.5,
      destination: '4242 4242',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    expect(screen.getByLabelText('Сумма, ₽')).toHaveValue('');

    await user.type(screen.getByLabelText('Сумма, ₽'), '100');
    await user.type(screen.getByLabelText('Куда перевести (карта или счёт)'), 'IBAN');
    await user.click(screen.getByRole('button', { name: 'Запросить вывод' }));
    await vi.waitFor(() => expect(requests(fetchMock)).toHaveLength(2));
    expect(bodies(fetchMock)[1]!.idempotencyKey).not.toBe(bodies(fetchMock)[0]!.idempotencyKey);
  });

  it("disables the button while sending and shows the server's refusal", async () => {
    let refuse!: () => void;
    const { user } = setup(
      () =>
        new Promise((resolve) => (refuse = () => resolve(errorResponse(409, MESSAGES.insufficientFunds)))),
    );
    await user.type(screen.getByLabelText('Сумма, ₽'), '100');
    await user.type(screen.getByLabelText('Куда перевести (карта или счёт)'), 'IBAN');
    await user.click(screen.getByRole('button', { name: 'Запросить вывод' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Запросить вывод' })).toBeDisabled());
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.insufficientFunds);
  });

  it('tells an unproven address why and sends the link again (ADR 0052)', async () => {
    await act(() => i18n.changeLanguage('en'));
    storeSession();
    const fetchMock = mockApi({
      'GET /api/users/getUserPrincipalData': () => jsonResponse({ ...principalFor(), emailVerified: false }),
      'POST /api/auth/email/resend': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<WithdrawalForm />, { route: '/wallet' });
    expect(
      await screen.findByText(
        'To withdraw money, confirm ann@example.com: open the link in the mail we sent you.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way: check your mail.')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/auth/email/resend');
  });

  it('says nothing of it to a proven address', async () => {
    storeSession();
    const fetchMock = mockApi({ 'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()) });
    renderWithProviders(<WithdrawalForm />, { route: '/wallet' });
    await vi.waitFor(() => expect(calls(fetchMock)).toContain('GET /api/users/getUserPrincipalData'));
    expect(screen.queryByRole('button', { name: /link again|ссылку ещё раз/ })).toBeNull();
  });
});
