import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import type { Passkey } from '@gamelot/contract/schemas/passkeys';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import {
  CEREMONY_ANSWER,
  cancelled,
  passkey,
  REGISTRATION_OPTIONS,
  withWebAuthn,
} from '@/test/passkey-fixtures';
import { renderWithProviders, storeSession } from '@/test/render';
import { PasskeysSection } from './PasskeysSection';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

let restore: () => void;
// The form is its own chunk; load it once, as a warm browser cache would have it.
beforeAll(() => import('./AddPasskeyForm'));
beforeEach(() => {
  restore = withWebAuthn();
  browser.startRegistration.mockReset();
});
afterEach(() => restore());

function setup(initial: Passkey[], overrides: Parameters<typeof mockApi>[0] = {}) {
  storeSession();
  let list = initial;
  const fetchMock = mockApi({
    'GET /api/auth/passkeys': () => jsonResponse(list),
    'POST /api/auth/passkeys/register/options': () => jsonResponse(REGISTRATION_OPTIONS),
    'POST /api/auth/passkeys/register/verify': ({ body }) => {
      const created = passkey({ id: 2, name: (body as { name: string }).name });
      list = [...list, created];
      return jsonResponse(created, 201);
    },
    ...overrides,
  });
  renderWithProviders(<PasskeysSection />, { route: '/settings' });
  return { fetchMock, remove: (id: number) => (list = list.filter((p) => p.id !== id)) };
}

describe('PasskeysSection', () => {
  it('lists the passkeys with when each was added and last used', async () => {
    setup([
      passkey(),
      passkey({ id: 3, name: 'Phone', lastUsedAt: '2026-11-26T18:05:00.000Z', backedUp: true }),
    ]);
    const list = await screen.findByRole('list', { name: 'Ваши ключи доступа' });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(laptop).toHaveTextContent('Laptop');
    expect(laptop).toHaveTextContent(/Добавлен 20 нояб\. 2026 г\., \d\d:30/);
    expect(laptop).toHaveTextContent('Ещё не использовался');
    expect(phone).toHaveTextContent(/Последний вход 26 нояб\. 2026 г\./);
    expect(phone).toHaveTextContent('Синхронизируется между устройствами');
  });

  it('adds a passkey under a name: options, the device prompt, then verify with the name', async () => {
    browser.startRegistration.mockResolvedValue(CEREMONY_ANSWER);
    const { fetchMock } = setup([]);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Ключей доступа пока нет.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Название ключа'), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Добавить ключ доступа' }));
    expect(await screen.findByText('Ключ доступа «Work laptop» добавлен.')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS.options });
    const verify = fetchMock.mock.calls.find(([url]) => url.includes('/register/verify'))!;
    expect(JSON.parse(String(verify[1]?.body))).toEqual({
      challengeId: REGISTRATION_OPTIONS.challengeId,
      name: 'Work laptop',
      response: CEREMONY_ANSWER,
    });
    expect(await screen.findByRole('listitem')).toHaveTextContent('Work laptop');
    expect(screen.getByLabelText('Название ключа')).toHaveValue('');
  });

  it('asks for a name before anything is sent', async () => {
    const { fetchMock } = setup([]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Добавить ключ доступа' }));
    expect(await screen.findByText('Дайте ключу название')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('says the prompt was closed when the person cancels, and sends no verify', async () => {
    browser.startRegistration.mockRejectedValue(cancelled());
    const { fetchMock } = setup([]);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Название ключа'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Добавить ключ доступа' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Устройство не подтвердило ключ');
    expect(calls(fetchMock)).not.toContain('POST /api/auth/passkeys/register/verify');
  });

  it("shows the server's refusal by its code, in the reader's language", async () => {
    browser.startRegistration.mockResolvedValue(CEREMONY_ANSWER);
    setup([], {
      'POST /api/auth/passkeys/register/verify': () =>
        jsonResponse(
          {
            status: 409,
            error: 'Conflict',
            message: MESSAGES.passkeyAlreadyRegistered,
            code: 'passkeyAlreadyRegistered',
          },
          409,
        ),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Название ключа'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Добавить ключ доступа' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот ключ доступа уже добавлен');
  });

  it('removes a passkey', async () => {
    let removed: (id: number) => void = () => {};
    const { fetchMock, remove } = setup([passkey(), passkey({ id: 3, name: 'Phone' })], {
      'DELETE /api/auth/passkeys/3': () => {
        removed(3);
        return new Response(null, { status: 204 });
      },
    });
    removed = remove;
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Удалить ключ «Phone»' }));
    expect(await screen.findByText('Ключ доступа удалён.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls(fetchMock)).toContain('DELETE /api/auth/passkeys/3');
  });

  it('says so where the browser has no WebAuthn', async () => {
    restore();
    setup([]);
    expect(await screen.findByText('Этот браузер не поддерживает ключи доступа.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить ключ доступа' })).toBeNull();
  });
});
