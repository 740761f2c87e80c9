import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { SecuritySection } from './SecuritySection';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
// A 1×1 PNG: the server renders the real QR code.
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('SecuritySection', () => {
  it('turns the authenticator on: QR code and key, a code to confirm, recovery codes shown once', async () => {
    storeSession();
    let on = false;
    const fetchMock = mockApi({
      'GET /api/auth/2fa': () =>
        jsonResponse(
          on
            ? { totp: true, recoveryCodesLeft: 10, passkeys: 0, methods: ['totp', 'recovery'] }
            : { totp: false, recoveryCodesLeft: 0, passkeys: 0, methods: [] },
        ),
      'POST /api/auth/2fa/totp/setup': () =>
        jsonResponse({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Gamelot:ann?secret=JBSWY3DPEHPK3PXP',
          qrDataUrl: QR,
        }),
      'POST /api/auth/2fa/totp/enable': ({ body }) => {
        if ((body as { code: string }).code !== '123456')
          return jsonResponse(
            {
              status: 400,
              error: 'Bad Request',
              message: MESSAGES.mfaCodeInvalid,
              fieldErrors: { code: MESSAGES.mfaCodeInvalid },
              code: 'mfaCodeInvalid',
            },
            400,
          );
        on = true;
        return jsonResponse({ recoveryCodes: CODES });
      },
    });
    renderWithProviders(<SecuritySection />, { route: '/settings' });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Второй фактор не настроен.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Включить аутентификатор' }));
    expect(await screen.findByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toHaveAttribute(
      'src',
      QR,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    // Not six digits: refused before any request.
    await user.type(screen.getByLabelText('Код из приложения'), '12');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и включить' }));
    expect(await screen.findByText('Код неверный')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('enable'))).toHaveLength(0);

    await user.clear(screen.getByLabelText('Код из приложения'));
    await user.type(screen.getByLabelText('Код из приложения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и включить' }));
    const list = await screen.findByRole('list', { name: 'Резервные коды' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Я сохранил коды' }));
    expect(await screen.findByText('Приложение-аутентификатор включено.')).toBeInTheDocument();
    expect(screen.getByText('Резервных кодов осталось: 10')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Резервные коды' })).not.toBeInTheDocument();
  });
});
