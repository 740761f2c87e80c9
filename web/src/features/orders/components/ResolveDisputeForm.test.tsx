import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import type { Dispute } from '@gamelot/contract/schemas/disputes';
import { i18n } from '@/shared/i18n/i18n';
import { errorResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { ResolveDisputeForm } from './ResolveDisputeForm';

type Answer = () => Response | Promise<Response>;

const dispute: Dispute = {
  id: 4,
  orderId: 12,
  orderState: 'disputed',
  buyer: { id: 7, name: 'Ann' },
  seller: { id: 3, name: 'Sam' },
  total: 113,
  reason: 'Broken key',
  status: 'open',
  outcome: null,
  buyerAmount: null,
  resolution: null,
  rule: null,
  decidedBySystem: false,
  lotKind: 'items',
  sellerAnswerBy: '2026-11-21T12:00:00Z',
  sellerAnsweredAt: null,
  createdAt: '2026-11-21T10:00:00Z',
  resolvedAt: null,
  messages: [],
};

function setup(answer: Answer = () => errorResponse(409, MESSAGES.disputeClosed)) {
  storeSession();
  const fetchMock = mockApi({ 'POST /api/admin/disputes/4/resolve': answer });
  renderWithProviders(<ResolveDisputeForm dispute={dispute} />);
  const sent = () =>
    fetchMock.mock.calls
      .filter(([url]) => url.endsWith('/resolve'))
      .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
  return { sent, user: userEvent.setup({ delay: null }) };
}

describe('ResolveDisputeForm', () => {
  it('asks for the reason and, for a split, the amount, in Russian, and sends nothing', async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('radio', { name: 'Разделить' }));
    await user.click(screen.getByRole('button', { name: 'Принять решение' }));
    expect(await screen.findByText('Укажите причину: её увидит пользователь')).toBeInTheDocument();
    expect(screen.getByText('Выберите правило, по которому принято решение')).toBeInTheDocument();
    expect(
      screen.getByText('При разделении верните покупателю от 0,01 ₽ до суммы заказа без 0,01 ₽'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Сколько вернуть покупателю, ₽'), '10,555');
    expect(
      await screen.findByText('Введите сумму в рублях, не больше двух знаков после запятой'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Сколько вернуть покупателю, ₽')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, sent } = setup();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Give a reason: the user will see it')).toBeInTheDocument();
    expect(screen.getByText('Choose the rule the decision applies')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("sends the schema's output: the amount for a split only, read from what was typed", async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('radio', { name: 'Разделить' }));
    await user.type(screen.getByLabelText('Сколько вернуть покупателю, ₽'), '56,5');
    await user.selectOptions(screen.getByLabelText('Правило'), 'partlyDelivered');
    await user.type(screen.getByLabelText('Причина решения (её увидят обе стороны)'), '  Half works  ');
    await user.click(screen.getByRole('button', { name: 'Принять решение' }));
    await vi.waitFor(() =>
      expect(sent()).toEqual([
        { outcome: 'split', buyerAmount: 56.5, rule: 'partlyDelivered', reason: 'Half works' },
      ]),
    );

    await user.click(screen.getByRole('radio', { name: 'Вернуть деньги покупателю' }));
    await user.click(screen.getByRole('button', { name: 'Принять решение' }));
    await vi.waitFor(() =>
      expect(sent()[1]).toEqual({ outcome: 'refund', rule: 'partlyDelivered', reason: 'Half works' }),
    );
  });

  it("shows the server's refusal, and its field error on the amount in the reader's language", async () => {
    const { user } = setup(() =>
      errorResponse(400, MESSAGES.disputeSplitAmount, { buyerAmount: MESSAGES.disputeSplitAmount }),
    );
    await user.click(screen.getByRole('radio', { name: 'Разделить' }));
    await user.type(screen.getByLabelText('Сколько вернуть покупателю, ₽'), '113');
    await user.selectOptions(screen.getByLabelText('Правило'), 'partlyDelivered');
    await user.type(screen.getByLabelText('Причина решения (её увидят обе стороны)'), 'All of it');
    await user.click(screen.getByRole('button', { name: 'Принять решение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.disputeSplitAmount);
    expect(
      screen.getByText('При разделении верните покупателю от 0,01 ₽ до суммы заказа без 0,01 ₽'),
    ).toBeInTheDocument();
  });
});
