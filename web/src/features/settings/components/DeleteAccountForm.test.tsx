import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/lib/navigation';
import { calls, errorResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { DeleteAccountForm } from './DeleteAccountForm';

type Answer = () => Response | Promise<Response>;

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

function setup(answer: Answer = () => new Response(null, { status: 204 })) {
  storeSession();
  const fetchMock = mockApi({ 'DELETE /api/settings/account': answer });
  renderWithProviders(<DeleteAccountForm />, { route: '/settings' });
  return {
    fetchMock,
    user: userEvent.setup({ delay: null }),
    phrase: screen.getByRole('textbox', { name: 'Чтобы подтвердить, введите УДАЛИТЬ' }),
    button: screen.getByRole('button', { name: 'Удалить аккаунт' }),
  };
}

describe('DeleteAccountForm', () => {
  it('keeps the button disabled until the schema takes the phrase, and sends nothing before', async () => {
    const { user, fetchMock, phrase, button } = setup();
    expect(button).toBeDisabled();
    await user.type(phrase, 'УДАЛИ');
    await user.keyboard('{Enter}');
    expect(button).toBeDisabled();
    expect(calls(fetchMock).filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it("sends the schema's output (the phrase without the spaces around it) and signs out", async () => {
    const { user, fetchMock, phrase, button } = setup();
    await user.type(phrase, '  УДАЛИТЬ ');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ confirmation: 'УДАЛИТЬ' });
  });

  it("disables the button while deleting and shows the server's refusal", async () => {
    let refuse!: () => void;
    const { user, phrase, button } = setup(
      () =>
        new Promise(
          (resolve) => (refuse = () => resolve(errorResponse(403, 'You are not allowed to do this'))),
        ),
    );
    await user.type(phrase, 'УДАЛИТЬ');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Удаление...' })).toBeDisabled();
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this');
    expect(assign).not.toHaveBeenCalled();
  });
});
