import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import ConfirmEmailPage from './ConfirmEmailPage';
import SecureAccountPage from './SecureAccountPage';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const noContent = () => new Response(null, { status: 204 });
const refused = (status: number, code: string) =>
  jsonResponse({ status, error: 'Error', message: 'refused', code }, status);

describe('ConfirmEmailPage (ADR 0055)', () => {
  it('confirms the new address with the link token once', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/email/change/confirm': noContent });
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=abc_123' });
    expect(
      await screen.findByText('Done: this is now the address of your account; sign in with it.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['POST /api/auth/email/change/confirm']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: 'abc_123' });
  });

  it.each([
    [410, 'emailChangeTokenExpired', 'This link has expired: ask for the change again in the settings.'],
    [409, 'emailChangeTokenUsed', 'This link was already used or replaced by a newer one.'],
    [400, 'emailChangeTokenInvalid', 'This link is not valid.'],
    [409, 'emailChangeTaken', 'Another account already uses this address.'],
  ])('explains a %i %s', async (status, code, text) => {
    mockApi({ 'POST /api/auth/email/change/confirm': () => refused(status, code) });
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=abc' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('calls nothing without a token', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email' });
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });
});

describe('SecureAccountPage (ADR 0055)', () => {
  it('acts only on the button: every session ends and a reset link is mailed', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/secure-account': noContent });
    renderWithProviders(<SecureAccountPage />, { route: '/secure-account?token=tok' });
    const button = await screen.findByRole('button', { name: 'End every session' });
    expect(calls(fetchMock)).toEqual([]);
    await userEvent.setup({ delay: null }).click(button);
    expect(await screen.findByText(/Every session has ended/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: 'tok' });
  });

  it('explains a used link and offers the password reset', async () => {
    mockApi({ 'POST /api/auth/secure-account': () => refused(409, 'secureTokenUsed') });
    renderWithProviders(<SecureAccountPage />, { route: '/secure-account?token=tok' });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'End every session' }));
    expect(await screen.findByText('This link was already used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset the password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
