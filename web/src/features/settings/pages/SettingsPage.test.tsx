import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EMAIL_DEFAULTS } from '@gamelot/contract/notifications';
import type { StoredUser } from '@gamelot/contract/schemas/user';
import { i18n } from '@/shared/i18n/i18n';
import { browserNavigation } from '@/shared/lib/navigation';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import SettingsPage from './SettingsPage';

const GUEST: StoredUser = {
  id: -1,
  name: 'Guest',
  profile: { imageUrl: null },
  isAnonymous: true,
  roles: ['GUEST'],
};

let assign: ReturnType<typeof vi.spyOn>;
// The password and deletion forms are lazily loaded chunks; load them once, as a warm cache would.
beforeAll(() =>
  Promise.all([
    import('../components/PasswordForm'),
    import('../components/DeleteAccountForm'),
    import('../components/SecuritySection'),
    import('../components/EmailForm'),
  ]),
);
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

function setup(user: StoredUser = TEST_USER, overrides: Parameters<typeof mockApi>[0] = {}) {
  storeSession(user);
  const fetchMock = mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor(user)),
    'GET /api/settings/notifications': () =>
      jsonResponse({
        mutedEvents: ['new_review'],
        email: { ...NOTIFICATION_EMAIL_DEFAULTS, new_follower: 'email' },
      }),
    'GET /api/auth/2fa': () => jsonResponse({ totp: false, recoveryCodesLeft: 0, passkeys: 0, methods: [] }),
    'PATCH /api/settings/notifications': ({ body }) => jsonResponse(body),
    'POST /api/settings/changePassword': () => jsonResponse({ token: 'fresh-token' }),
    'POST /api/settings/signOutEverywhere': () => jsonResponse({ token: 'fresh-token' }),
    'DELETE /api/settings/account': () => new Response(null, { status: 204 }),
    'GET /api/settings/sessions': () => jsonResponse([]),
    ...overrides,
  });
  renderWithProviders(<SettingsPage />, { route: '/settings' });
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  JSON.parse(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]!.body as string);

describe('SettingsPage', () => {
  it('deletes the account only after the confirmation phrase is typed, then signs out to /', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    // The page is long (lazy sections, every notification type has its e-mail choice): allow for a slow machine.
    const remove = await screen.findByRole('button', { name: 'Удалить аккаунт' }, { timeout: 5000 });
    const phrase = screen.getByRole('textbox', { name: 'Чтобы подтвердить, введите УДАЛИТЬ' });
    expect(remove).toBeDisabled();
    await user.type(phrase, 'удалить');
    expect(remove).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls(fetchMock).some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.clear(phrase);
    await user.type(phrase, 'УДАЛИТЬ');
    expect(remove).toBeEnabled();
    await user.click(remove);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(bodyOf(fetchMock, 'DELETE')).toEqual({ confirmation: 'УДАЛИТЬ' });
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('changes the password after checking the fields, and keeps this device signed in', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Текущий пароль'), 'old-secret');
    await user.type(screen.getByLabelText('Новый пароль'), 'abc');
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль должен содержать не менее 6 символов')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.includes('changePassword'))).toBe(false);

    await user.type(screen.getByLabelText('Новый пароль'), 'defgh');
    await user.clear(screen.getByLabelText('Повторите новый пароль'));
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(
      await screen.findByText('Пароль изменён. Другие устройства вышли из аккаунта.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ currentPassword: 'old-secret', newPassword: 'abcdefgh' });
    expect(localStorage.getItem('jwt')).toBe('fresh-token');
  });

  it("shows the server's reason on its field, in the reader's language, e.g. a wrong current password", async () => {
    setup(TEST_USER, {
      'POST /api/settings/changePassword': () =>
        errorResponse(400, 'The current password is incorrect', {
          currentPassword: 'The current password is incorrect',
        }),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Текущий пароль'), 'wrong-one');
    await user.type(screen.getByLabelText('Новый пароль'), 'abcdefgh');
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Текущий пароль указан неверно')).toBeInTheDocument();
    expect(screen.getByLabelText('Текущий пароль')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a Google-only account it has no password instead of showing the form', async () => {
    setup(TEST_USER, {
      'GET /api/users/getUserPrincipalData': () =>
        jsonResponse({ ...principalFor(TEST_USER), hasPassword: false }),
    });
    expect(
      await screen.findByText(
        'Вы входите через Google: у этой учётной записи нет пароля, который можно сменить.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Текущий пароль')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сменить пароль' })).not.toBeInTheDocument();
  });

  it('saves the events to notify about; unticked ones are muted', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('checkbox', { name: 'Новые отзывы о ваших офферах' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Новые сообщения в чатах' }));
    await user.click(screen.getByRole('checkbox', { name: 'Новые отзывы о ваших офферах' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить уведомления' }));
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH')).toMatchObject({ mutedEvents: ['chat_message'] });
  });

  it('chooses per type in the app only or also by e-mail, with the saved choices shown first', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    const orders = await screen.findByRole('combobox', { name: 'Новые заказы' });
    expect(orders).toHaveValue('email');
    expect(screen.getByRole('combobox', { name: 'Новые подписчики' })).toHaveValue('email');
    expect(screen.getByRole('combobox', { name: 'Сообщения в чатах' })).toHaveDisplayValue(
      'В приложении и сводкой на почту',
    );
    // A muted type sends nothing at all, so its e-mail choice waits.
    expect(screen.getByRole('combobox', { name: 'Новые отзывы' })).toBeDisabled();
    await user.selectOptions(orders, 'Только в приложении');
    await user.click(screen.getByRole('button', { name: 'Сохранить уведомления' }));
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH')).toEqual({
      mutedEvents: ['new_review'],
      email: { ...NOTIFICATION_EMAIL_DEFAULTS, new_follower: 'email', order_created: 'inApp' },
    });
  });

  it('signs out everywhere and stores the fresh token for this device', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    expect(await screen.findByText('Все другие сеансы завершены')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBe('fresh-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it('switches the language and the theme', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Светлая' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(i18n.language).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Language and appearance' })).toBeInTheDocument();
  });

  it('shows a guest the appearance settings only', async () => {
    const fetchMock = setup(GUEST);
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Удалить аккаунт' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/register');
    expect(calls(fetchMock).some((c) => c.includes('/api/settings'))).toBe(false);
  });
});
