import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/lib/navigation';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { GoogleSection } from './GoogleSection';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

type Account = { googleLinked?: boolean; hasPassword?: boolean };

function setup(account: Account, overrides: Parameters<typeof mockApi>[0] = {}, route = '/settings') {
  storeSession(TEST_USER, 'old-token');
  let principal = { ...principalFor(TEST_USER), ...account };
  const fetchMock = mockApi({
    'GET /api/config': () => jsonResponse({ googleEnabled: true }),
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principal),
    'POST /api/settings/linkGoogle': () =>
      jsonResponse({ redirectUrl: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' }),
    'POST /api/settings/unlinkGoogle': () => {
      principal = { ...principal, googleLinked: false };
      return jsonResponse({ token: 'fresh-token' });
    },
    ...overrides,
  });
  renderWithProviders(<GoogleSection />, { route });
  return fetchMock;
}

describe('GoogleSection', () => {
  it('links: asks the server to start the flow, remembers to come back to settings, goes to Google', async () => {
    const fetchMock = setup({ googleLinked: false });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Аккаунт Google не привязан.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Привязать аккаунт Google' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'),
    );
    expect(calls(fetchMock)).toContain('POST /api/settings/linkGoogle');
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/settings?google=linked');
    expect(screen.getByRole('button', { name: 'Переходим в Google...' })).toBeDisabled();
  });

  it("shows the server's reason when linking cannot start", async () => {
    setup(
      { googleLinked: false },
      {
        'POST /api/settings/linkGoogle': () =>
          errorResponse(400, 'Google sign-in is not configured on this server'),
      },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Привязать аккаунт Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not configured');
    expect(assign).not.toHaveBeenCalled();
  });

  it('unlinks, keeps this device signed in with the fresh token, and offers to link again', async () => {
    const fetchMock = setup({ googleLinked: true, hasPassword: true });
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('Аккаунт Google привязан: можно входить через Google.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отвязать' }));
    expect(
      await screen.findByText('Google отвязан. Другие устройства вышли из аккаунта.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('fresh-token');
    expect(await screen.findByRole('button', { name: 'Привязать аккаунт Google' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/settings/unlinkGoogle');
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no unlink to an account without a password, and says why', async () => {
    setup({ googleLinked: true, hasPassword: false });
    expect(await screen.findByText(/У аккаунта нет пароля/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отвязать' })).not.toBeInTheDocument();
  });

  it.each([
    ['linked', 'Аккаунт Google привязан. Другие устройства вышли из аккаунта.'],
    ['google_in_use', 'Этот аккаунт Google уже используется для входа в другой аккаунт.'],
    ['link_failed', 'Не удалось привязать Google. Попробуйте ещё раз.'],
  ])('reports the outcome Google came back with (?google=%s)', async (code, text) => {
    setup({ googleLinked: code === 'linked' }, {}, `/settings?google=${code}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('is hidden when the server has no Google sign-in', async () => {
    const fetchMock = setup({}, { 'GET /api/config': () => jsonResponse({ googleEnabled: false }) });
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/config'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Вход через Google' })).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
