import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { i18n } from '@/shared/i18n/i18n';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PasswordForm } from './PasswordForm';

type Answer = () => Response | Promise<Response>;

function setup(answer: Answer = () => jsonResponse({ token: 'fresh-token' })) {
  const fetchMock = mockApi({ 'POST /api/settings/changePassword': answer });
  renderWithProviders(<PasswordForm />, { route: '/settings' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  const [currentLabel, nextLabel, confirmLabel] =
    i18n.language === 'en'
      ? ['Current password', 'New password', 'Repeat the new password']
      : ['Текущий пароль', 'Новый пароль', 'Повторите новый пароль'];
  if (current) await user.type(screen.getByLabelText(currentLabel), current);
  if (next) await user.type(screen.getByLabelText(nextLabel), next);
  if (confirm) await user.type(screen.getByLabelText(confirmLabel), confirm);
}

const sent = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock).filter((c) => c.includes('changePassword'));

describe('PasswordForm', () => {
  it('asks for the current and the new password, in Russian, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Введите текущий пароль')).toBeInTheDocument();
    expect(screen.getByText('Введите новый пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Текущий пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock)).toEqual([]);
  });

  it('refuses a short password and a repetition that differs, in English, and sends nothing', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, fetchMock } = setup();
    await fill(user, 'old-secret', 'abc', 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual([]);
  });

  it("sends the contract's body (no repetition), shows the pending state, then empties the form", async () => {
    let release!: () => void;
    const { user, fetchMock } = setup(
      () => new Promise((resolve) => (release = () => resolve(jsonResponse({ token: 'fresh-token' })))),
    );
    await fill(user, ' old secret ', 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('button', { name: 'Сохранение...' })).toBeDisabled();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toEqual({ currentPassword: ' old secret ', newPassword: 'abcdefgh' });
    release();
    expect(
      await screen.findByText('Пароль изменён. Другие устройства вышли из аккаунта.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Новый пароль')).toHaveValue('');
    expect(localStorage.getItem('jwt')).toBe('fresh-token');
  });

  it("puts the server's field error on its field in the reader's language, without the alert", async () => {
    const { user } = setup(() =>
      errorResponse(400, MESSAGES.currentPasswordWrong, { currentPassword: MESSAGES.currentPasswordWrong }),
    );
    await fill(user, 'wrong-one', 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Текущий пароль указан неверно')).toBeInTheDocument();
    expect(screen.getByLabelText('Текущий пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when no field is to blame", async () => {
    const { user } = setup(() => errorResponse(429, MESSAGES.tooManyAttempts));
    await fill(user, 'old-secret', 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
  });
});
