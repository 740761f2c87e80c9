import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { i18n } from '@/shared/i18n/i18n';
import { errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { OpenDisputeDialog } from './OpenDisputeDialog';

type Answer = () => Response | Promise<Response>;

function setup(answer: Answer = () => jsonResponse(null, 201)) {
  storeSession();
  const fetchMock = mockApi({ 'POST /api/orders/12/dispute': answer });
  const onDone = vi.fn();
  renderWithProviders(<OpenDisputeDialog orderId={12} onDone={onDone} onCancel={() => {}} />);
  const sent = () =>
    fetchMock.mock.calls
      .filter(([url]) => url.endsWith('/dispute'))
      .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
  return { onDone, sent, user: userEvent.setup({ delay: null }) };
}

describe('OpenDisputeDialog', () => {
  it('asks what went wrong, in Russian, and sends nothing', async () => {
    const { user, sent } = setup();
    await user.type(screen.getByLabelText('Причина'), '   ');
    await user.click(screen.getByRole('button', { name: 'Открыть спор' }));
    expect(await screen.findByText('Опишите, что пошло не так')).toBeInTheDocument();
    expect(screen.getByLabelText('Причина')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, sent } = setup();
    await user.click(screen.getByRole('button', { name: 'Open a dispute' }));
    expect(await screen.findByText('Describe what went wrong')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("sends the schema's output and disables the buttons while it goes", async () => {
    let answer!: () => void;
    const { user, sent, onDone } = setup(
      () => new Promise((resolve) => (answer = () => resolve(jsonResponse(null, 201)))),
    );
    await user.type(screen.getByLabelText('Причина'), '  Key does not work  ');
    await user.click(screen.getByRole('button', { name: 'Открыть спор' }));
    await vi.waitFor(() => expect(sent()).toEqual([{ reason: 'Key does not work' }]));
    expect(screen.getByRole('button', { name: 'Открыть спор' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    answer();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("shows the server's refusal", async () => {
    const { user } = setup(() => errorResponse(409, 'This cannot be done while the order is paid'));
    await user.type(screen.getByLabelText('Причина'), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Открыть спор' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This cannot be done while the order is paid');
  });

  it("puts the server's field error on the reason, in the reader's language", async () => {
    const { user } = setup(() =>
      errorResponse(400, MESSAGES.invalidInput, { reason: MESSAGES.disputeReasonTooLong }),
    );
    await user.type(screen.getByLabelText('Причина'), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Открыть спор' }));
    expect(await screen.findByText('Описание — не больше 2000 символов')).toBeInTheDocument();
  });
});
