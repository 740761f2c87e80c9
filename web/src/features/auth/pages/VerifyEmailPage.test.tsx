import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import VerifyEmailPage from './VerifyEmailPage';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const noContent = () => new Response(null, { status: 204 });
const refused = (status: number, code: string) =>
  jsonResponse({ status, error: 'Error', message: 'refused', code }, status);

describe('VerifyEmailPage', () => {
  it('proves the address with the link token once and offers to continue', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/email/verify': noContent });
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abc_123' });
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(calls(fetchMock)).toEqual(['POST /api/auth/email/verify']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: 'abc_123' });
  });

  it.each([
    [410, 'verifyTokenExpired', 'This link has expired.'],
    [409, 'verifyTokenUsed', 'This link was already used or replaced by a newer one.'],
    [400, 'verifyTokenInvalid', 'This link is not valid.'],
  ])('explains a %i %s and, signed in, sends a new link', async (status, code, text) => {
    storeSession();
    const fetchMock = mockApi({
      'POST /api/auth/email/verify': () => refused(status, code),
      'POST /api/auth/email/resend': noContent,
    });
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abc' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way: check your mail.')).toBeInTheDocument();
    // The session reads the principal besides.
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/auth/email/verify',
      'POST /api/auth/email/resend',
    ]);
  });

  it('signed out, a refused link sends to sign in instead, in Russian too', async () => {
    await i18n.changeLanguage('ru');
    mockApi({ 'POST /api/auth/email/verify': () => refused(410, 'verifyTokenExpired') });
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abc' });
    expect(await screen.findByText('Срок действия ссылки истёк.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войдите, чтобы получить новую ссылку.' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the link is not valid when it has no token, and asks nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });
});
