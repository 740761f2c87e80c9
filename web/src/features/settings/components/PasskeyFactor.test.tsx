import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { browserNavigation } from '@/shared/lib/navigation';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { SecondFactorForm } from '@/shared/security/SecondFactorForm';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { AUTHENTICATION_OPTIONS, CEREMONY_ANSWER, passkey, withWebAuthn } from '@/test/passkey-fixtures';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import type * as StepUpHost from '@/shared/security/step-up-host';
import { PasskeysSection } from './PasskeysSection';

/**
 * A passkey as the second factor (ADR 0054): the sign-in's second step and the step-up dialog
 * (opened by withStepUp when removing a passkey) offer it beside the code.
 */

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

let host: typeof StepUpHost;
let assign: ReturnType<typeof vi.spyOn>;
let restore: () => void;
beforeAll(async () => {
  host = await import('@/shared/security/step-up-host');
  await import('./AddPasskeyForm');
});
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  restore = withWebAuthn();
  browser.startAuthentication.mockReset().mockResolvedValue(CEREMONY_ANSWER);
});
afterEach(() => {
  act(() => host.dismissStepUp());
  restore();
});

describe('a passkey as the second factor', () => {
  it("finishes the sign-in's second step: options for the mfaToken, the device signs, verify answers the token", async () => {
    const fetchMock = mockApi({
      'POST /api/auth/2fa/passkey/options': () => jsonResponse(AUTHENTICATION_OPTIONS),
      'POST /api/auth/2fa/verify': () => jsonResponse({ token: 'second-step-token' }),
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    });
    renderWithProviders(
      <SecondFactorForm mfaToken="mfa-1" methods={['passkey']} to="/wallet" onBack={() => {}} />,
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Подтвердить ключом доступа' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/wallet'));
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('second-step-token');
    const [options, verify] = fetchMock.mock.calls;
    expect(JSON.parse(String(options?.[1]?.body))).toEqual({ mfaToken: 'mfa-1' });
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({
      mfaToken: 'mfa-1',
      passkey: { challengeId: AUTHENTICATION_OPTIONS.challengeId, response: CEREMONY_ANSWER },
    });
  });

  it('is not offered when the sign-in answer names no passkey', () => {
    mockApi({});
    renderWithProviders(<SecondFactorForm mfaToken="mfa-1" methods={['totp']} to="/" onBack={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Подтвердить ключом доступа' })).toBeNull();
  });

  it('steps up with a passkey to remove one, then repeats the removal with the step-up header', async () => {
    storeSession();
    let list = [passkey(), passkey({ id: 3, name: 'Phone' })];
    const fetchMock = mockApi({
      'GET /api/auth/passkeys': () => jsonResponse(list),
      'DELETE /api/auth/passkeys/3': ({ init }) => {
        if ((init.headers as Record<string, string>)['x-step-up'] !== 'sut')
          return jsonResponse(
            {
              status: 403,
              error: 'Forbidden',
              message: MESSAGES.stepUpRequired,
              code: 'stepUpRequired',
              methods: ['passkey'],
            },
            403,
          );
        list = list.filter((p) => p.id !== 3);
        return new Response(null, { status: 204 });
      },
      'POST /api/auth/step-up/passkey/options': () => jsonResponse(AUTHENTICATION_OPTIONS),
      'POST /api/auth/step-up': () =>
        jsonResponse({ stepUpToken: 'sut', expiresAt: '2026-11-27T10:05:00.000Z' }),
    });
    renderWithProviders(<PasskeysSection />, { route: '/settings' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Удалить ключ «Phone»' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    // The account's only factor is a passkey: no code field, no "unavailable" notice.
    expect(dialog).not.toHaveTextContent('У аккаунта нет ни пароля, ни второго фактора');
    await user.click(screen.getByRole('button', { name: 'Подтвердить ключом доступа' }));
    expect(await screen.findByText('Ключ доступа удалён.')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => !c.startsWith('GET'))).toEqual([
      'DELETE /api/auth/passkeys/3',
      'POST /api/auth/step-up/passkey/options',
      'POST /api/auth/step-up',
      'DELETE /api/auth/passkeys/3',
    ]);
    const stepUp = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/auth/step-up'));
    expect(JSON.parse(String(stepUp?.[1]?.body))).toEqual({
      passkey: { challengeId: AUTHENTICATION_OPTIONS.challengeId, response: CEREMONY_ANSWER },
    });
  });
});
