import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { Button } from '@/shared/ui/Button';
import { apiClient } from '@/shared/api-client/api-client';
import { serverMessage } from '@/shared/api-client/api-error';
import { useState } from 'react';
import { withStepUp } from './step-up';

// The dialog is its own chunk: load it once, as a warm cache would.
let dismissStepUp: () => void = () => {};
beforeAll(async () => {
  ({ dismissStepUp } = await import('./step-up-host'));
});
// A dialog still open lives on its own root: close it between tests.
afterEach(() => act(() => dismissStepUp()));

const refusal = (methods: string[]) =>
  jsonResponse(
    { status: 403, error: 'Forbidden', message: MESSAGES.stepUpRequired, code: 'stepUpRequired', methods },
    403,
  );

/** A button that makes a call needing step-up, and what came of it. */
function Caller() {
  const [result, setResult] = useState('');
  return (
    <>
      <Button
        onClick={() =>
          void withStepUp((headers) =>
            apiClient.post<{ id: number }>('/api/wallet/withdrawals', {}, { headers }),
          )
            .then((answer) => setResult(`done ${answer.id}`))
            .catch((error: unknown) => setResult(serverMessage(error, 'failed')))
        }
      >
        Withdraw
      </Button>
      <output>{result}</output>
    </>
  );
}

function setup(
  methods: string[],
  stepUp = () => jsonResponse({ stepUpToken: 'sut', expiresAt: '2026-11-27T10:05:00.000Z' }),
) {
  storeSession();
  const fetchMock = mockApi({
    'POST /api/wallet/withdrawals': ({ init }) =>
      (init.headers as Record<string, string>)['x-step-up'] === 'sut'
        ? jsonResponse({ id: 7 }, 201)
        : refusal(methods),
    'POST /api/auth/step-up': stepUp,
  });
  renderWithProviders(<Caller />);
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('withStepUp and the step-up dialog', () => {
  it('asks for a code, gets a stepUpToken and repeats the call with it once', async () => {
    const { user, fetchMock } = setup(['totp', 'recovery']);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите, что это вы' });
    expect(dialog).toHaveTextContent('Введите код из приложения-аутентификатора или резервный код.');
    await user.type(screen.getByLabelText('Код'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('done 7')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stepUpCall = fetchMock.mock.calls.find(([url]) => url.includes('step-up'))!;
    expect(JSON.parse(String(stepUpCall[1]!.body))).toEqual({ code: '123 456' });
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('withdrawals'))).toHaveLength(2);
  });

  it('asks for the password without a second factor and shows a refused one on its field', async () => {
    const { user } = setup(['password'], () =>
      jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          message: MESSAGES.currentPasswordWrong,
          fieldErrors: { password: MESSAGES.currentPasswordWrong },
          code: 'currentPasswordWrong',
        },
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Пароль'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Пароль указан неверно'),
    );
  });

  it('leaves the refusal as the error when the dialog is closed', async () => {
    const { user, fetchMock } = setup(['totp']);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText(MESSAGES.stepUpRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('step-up'))).toHaveLength(0);
  });

  it('passes other refusals through untouched', async () => {
    storeSession();
    mockApi({ 'POST /api/wallet/withdrawals': () => errorResponse(409, MESSAGES.insufficientFunds) });
    renderWithProviders(<Caller />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(MESSAGES.insufficientFunds)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
