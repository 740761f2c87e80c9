import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { DeliverDialog } from './DeliverDialog';

type Answer = () => Response | Promise<Response>;

function setup(
  answer: Answer = () => errorResponse(409, 'This cannot be done while the order is delivered'),
) {
  storeSession();
  const fetchMock = mockApi({ 'POST /api/orders/12/deliver': answer });
  renderWithProviders(<DeliverDialog orderId={12} onDone={() => {}} onCancel={() => {}} />);
  const sent = () =>
    fetchMock.mock.calls
      .filter(([url]) => url.endsWith('/deliver'))
      .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
  return { sent, user: userEvent.setup({ delay: null }) };
}

const label = () =>
  i18n.language === 'en'
    ? 'Message to the buyer (data, instructions)'
    : 'Сообщение покупателю (данные, инструкции)';

describe('DeliverDialog', () => {
  it('refuses a control character, in Russian, and sends nothing', async () => {
    const { user, sent } = setup();
    await user.click(screen.getByLabelText(label()));
    await user.paste('login\u0000password');
    await user.click(screen.getByRole('button', { name: 'Отметить выполненным' }));
    expect(
      await screen.findByText(
        'Текст не может содержать управляющие символы (например, NUL) или повреждённые символы Юникода',
      ),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, sent } = setup();
    await user.click(screen.getByLabelText(label()));
    await user.paste('login\u0000password');
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(
      await screen.findByText(
        'Text cannot contain control characters (such as NUL) or broken Unicode characters',
      ),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("sends the schema's output (an empty message is fine), disabled while it goes, then the refusal", async () => {
    let refuse!: () => void;
    const { user, sent } = setup(
      () =>
        new Promise(
          (resolve) =>
            (refuse = () => resolve(errorResponse(409, 'This cannot be done while the order is delivered'))),
        ),
    );
    await user.type(screen.getByLabelText(label()), '   ');
    await user.click(screen.getByRole('button', { name: 'Отметить выполненным' }));
    await vi.waitFor(() => expect(sent()).toEqual([{ message: '' }]));
    expect(screen.getByRole('button', { name: 'Отметить выполненным' })).toBeDisabled();
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This cannot be done while the order is delivered',
    );
  });

  it('trims the message', async () => {
    const { user, sent } = setup(() => jsonResponse(null, 500));
    await user.type(screen.getByLabelText(label()), '  Login: ann  ');
    await user.click(screen.getByRole('button', { name: 'Отметить выполненным' }));
    await vi.waitFor(() => expect(sent()).toEqual([{ message: 'Login: ann' }]));
  });
});
