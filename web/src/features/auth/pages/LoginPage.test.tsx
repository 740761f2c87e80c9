import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { browserNavigation } from '@/shared/lib/navigation';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { calls, errorResponse, jsonResponse, mockApi, networkError } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import LoginPage from './LoginPage';

let assign: ReturnType<typeof vi.spyOn>;
// The page loads its form lazily; load the chunk once, as a warm browser cache would have it.
beforeAll(() =>
  Promise.all([import('../components/EmailLoginForm'), import('@/shared/security/SecondFactorForm')]),
);
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

async function fillAndSubmit(email = 'ann@example.com', password = 'secret1') {
  const user = userEvent.setup({ delay: null });
  // The form is its own chunk: it arrives just after the page.
  await user.type(await screen.findByLabelText('Электронная почта'), email);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the welcome heading and the three methods, e-mail first', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ googleEnabled: true }) });
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Добро пожаловать в Gamelot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Google' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByLabelText('Электронная почта')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Пароль')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/register');
  });

  it("shows the server's message on a 401 and leaves storage and location alone", async () => {
    storeSession(
      { id: -1, name: 'Guest', profile: { imageUrl: null }, isAnonymous: true, roles: ['GUEST'] },
      'g',
    );
    localStorage.setItem(STORAGE_KEYS.returnPath, '/wallet');
    let resolve: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'POST /api/auth/singIn': () => new Promise<Response>((r) => (resolve = r)),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Входим...' })).toBeDisabled();
    resolve(errorResponse(401, 'Invalid email or password'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(calls(fetchMock)).toEqual(['POST /api/auth/singIn?provider=local']);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe(
      JSON.stringify({ email: 'ann@example.com', password: 'secret1' }),
    );
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('g');
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/wallet');
    expect(assign).not.toHaveBeenCalled();
  });

  it("falls back to 'Не удалось войти' when no server message arrives", async () => {
    mockApi({ 'POST /api/auth/singIn': networkError });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось войти');
  });

  it('stores token and user, then loads the carried `from` path afresh', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/singIn': () => jsonResponse({ token: 'new-token' }),
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    });
    renderWithProviders(<LoginPage />, { route: '/login', state: { from: '/market?productId=3' } });
    await fillAndSubmit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/market?productId=3'));
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual({
      id: 7,
      name: 'Ann',
      profile: { imageUrl: null },
      isAnonymous: false,
      roles: ['USER'],
    });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
    const principalCall = fetchMock.mock.calls[1]!;
    expect(principalCall[1]?.headers).toMatchObject({ Authorization: 'Bearer new-token' });
  });

  it('validates required fields before sending anything', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите электронную почту')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('shows Authentication failed for ?error=auth_failed', () => {
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login?error=auth_failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось войти');
  });

  it('explains a refused Google sign-in by its code, and falls back for an unknown one', () => {
    mockApi({});
    const { unmount } = renderWithProviders(<LoginPage />, { route: '/login?error=google_email_unproven' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Аккаунт с этим e-mail уже зарегистрирован с паролем, и Google к нему не привязан.',
    );
    unmount();
    const linked = renderWithProviders(<LoginPage />, { route: '/login?error=google_email_linked' });
    expect(screen.getByRole('alert')).toHaveTextContent('уже привязан к другому аккаунту Google');
    linked.unmount();
    renderWithProviders(<LoginPage />, { route: '/login?error=__proto__' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось войти');
  });

  it('starts a guest session with a local guest user', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/singIn': () => jsonResponse({ token: 'guest-token' }) });
    renderWithProviders(<LoginPage />, { route: '/login', state: { from: '/players' } });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Гость' }));
    expect(screen.getByText('Продолжить как гость, без регистрации')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти как гость' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/players'));
    expect(calls(fetchMock)).toEqual(['POST /api/auth/singIn?provider=anonymous']);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{}');
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('guest-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual({
      id: -1,
      name: 'Guest',
      profile: { imageUrl: null },
      isAnonymous: true,
      roles: ['GUEST'],
    });
  });

  it('reports a failed guest session', async () => {
    mockApi({ 'POST /api/auth/singIn': () => errorResponse(500, 'boom') });
    renderWithProviders(<LoginPage />, { route: '/login' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Гость' }));
    await user.click(screen.getByRole('button', { name: 'Войти как гость' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось войти как гость');
    expect(assign).not.toHaveBeenCalled();
  });

  it('saves returnPath and hands over to Google', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ googleEnabled: true }) });
    renderWithProviders(<LoginPage />, { route: '/login', state: { from: '/chat/5' } });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Google' }));
    expect(screen.getByText('Вы будете перенаправлены в Google для входа')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Продолжить с Google' }));
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/chat/5');
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/google');
  });

  it('explains when Google is not configured on the server', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ googleEnabled: false }) });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Google' }));
    expect(await screen.findByText('Вход через Google на этом сервере не настроен')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Продолжить с Google' })).not.toBeInTheDocument();
  });

  it('asks an account with a second factor for its code, then signs in with it', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/singIn': () =>
        jsonResponse({ mfaRequired: true, mfaToken: 'mfa-1', methods: ['totp', 'recovery'] }),
      'POST /api/auth/2fa/verify': ({ body }) =>
        (body as { code: string }).code === '654321'
          ? jsonResponse({ token: 'session-1' })
          : jsonResponse(
              {
                status: 400,
                error: 'Bad Request',
                message: MESSAGES.mfaCodeInvalid,
                fieldErrors: { code: MESSAGES.mfaCodeInvalid },
                code: 'mfaCodeInvalid',
              },
              400,
            ),
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Подтвердите вход' })).toBeInTheDocument();
    // No session yet: only the second step's token.
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    await user.type(screen.getByLabelText('Код'), '111111');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByLabelText('Код')).toHaveAccessibleDescription('Код неверный'));
    await user.clear(screen.getByLabelText('Код'));
    await user.type(screen.getByLabelText('Код'), '654321');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('session-1');
    const verify = fetchMock.mock.calls.filter(([url]) => url.includes('2fa/verify'));
    expect(JSON.parse(String(verify[1]![1]!.body))).toEqual({ mfaToken: 'mfa-1', code: '654321' });
  });
});
