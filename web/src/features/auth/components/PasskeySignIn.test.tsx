import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { browserNavigation } from '@/shared/lib/navigation';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { AUTHENTICATION_OPTIONS, CEREMONY_ANSWER, cancelled, withWebAuthn } from '@/test/passkey-fixtures';
import { principalFor, renderWithProviders } from '@/test/render';
import LoginPage from '../pages/LoginPage';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

let assign: ReturnType<typeof vi.spyOn>;
let restore: () => void;
// The page loads these lazily; load the chunks once, as a warm browser cache would have them.
beforeAll(() => Promise.all([import('./PasskeySignIn'), import('./EmailLoginForm')]));
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  restore = withWebAuthn();
  browser.startAuthentication.mockReset();
});
afterEach(() => restore());

const button = () => screen.findByRole('button', { name: 'Войти с ключом доступа' }, { timeout: 5000 });

describe('Sign in with a passkey (login page)', () => {
  it('signs in without an e-mail: options, the device signs, verify answers the token; then `from`', async () => {
    browser.startAuthentication.mockResolvedValue(CEREMONY_ANSWER);
    const fetchMock = mockApi({
      'POST /api/auth/passkeys/signin/options': () => jsonResponse(AUTHENTICATION_OPTIONS),
      'POST /api/auth/passkeys/signin/verify': () => jsonResponse({ token: 'passkey-token' }),
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    });
    renderWithProviders(<LoginPage />, { route: '/login', state: { from: '/wallet' } });
    await userEvent.setup({ delay: null }).click(await button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/wallet'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: AUTHENTICATION_OPTIONS.options });
    expect(calls(fetchMock)).toEqual([
      'POST /api/auth/passkeys/signin/options',
      'POST /api/auth/passkeys/signin/verify',
      'GET /api/users/getUserPrincipalData',
    ]);
    const verify = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(verify[1].body))).toEqual({
      challengeId: AUTHENTICATION_OPTIONS.challengeId,
      response: CEREMONY_ANSWER,
    });
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('passkey-token');
  });

  it('shows the refusal by its code and stays on the page', async () => {
    browser.startAuthentication.mockResolvedValue(CEREMONY_ANSWER);
    mockApi({
      'POST /api/auth/passkeys/signin/options': () => jsonResponse(AUTHENTICATION_OPTIONS),
      'POST /api/auth/passkeys/signin/verify': () =>
        jsonResponse(
          { status: 401, error: 'Unauthorized', message: MESSAGES.passkeyUnknown, code: 'passkeyUnknown' },
          401,
        ),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.setup({ delay: null }).click(await button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Этот ключ доступа не зарегистрирован в Gamelot',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  });

  it('says the prompt was closed when the person cancels, and reads the rate limit', async () => {
    browser.startAuthentication.mockRejectedValueOnce(cancelled());
    mockApi({
      'POST /api/auth/passkeys/signin/options': () => jsonResponse(AUTHENTICATION_OPTIONS),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    const user = userEvent.setup({ delay: null });
    await user.click(await button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Устройство не подтвердило ключ');

    mockApi({ 'POST /api/auth/passkeys/signin/options': () => errorResponse(429, MESSAGES.tooManyAttempts) });
    await user.click(await button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток');
  });

  it('is not offered where the browser has no WebAuthn', async () => {
    restore();
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByLabelText('Электронная почта')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Войти с ключом доступа' })).toBeNull();
  });
});
