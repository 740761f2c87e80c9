import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

// The pages load their forms lazily; load the chunks once, as a warm browser cache would have them.
beforeAll(() =>
  Promise.all([import('../components/ForgotPasswordForm'), import('../components/ResetPasswordForm')]),
);
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const bodyOf = (fetchMock: ReturnType<typeof mockApi>) =>
  JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as unknown;
const noContent = () => new Response(null, { status: 204 });
const refused = (status: number, code: string) =>
  jsonResponse({ status, error: 'Error', message: 'refused', code }, status);

describe('ForgotPasswordPage', () => {
  it('sends the e-mail and says a link was sent if the account exists', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/password/forgot': noContent });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If an account with this address exists/)).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['POST /api/auth/password/forgot']);
    expect(bodyOf(fetchMock)).toEqual({ email: 'ann@example.com' });
  });

  it('refuses an invalid address before sending, in Russian too', async () => {
    const fetchMock = mockApi({});
    await i18n.changeLanguage('ru');
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Прислать ссылку' }));
    expect(await screen.findByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock)).toEqual([]);
  });
});

describe('ResetPasswordPage', () => {
  async function submit(password: string, confirm = password) {
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
  }

  it('sets the password with the link token and offers to sign in', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/password/reset': noContent });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc_123' });
    await submit('brand-new-pass');
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(calls(fetchMock)).toEqual(['POST /api/auth/password/reset']);
    expect(bodyOf(fetchMock)).toEqual({ token: 'abc_123', password: 'brand-new-pass' });
  });

  it.each([
    [410, 'resetTokenExpired', 'This link has expired.'],
    [409, 'resetTokenUsed', 'This link was already used.'],
    [400, 'resetTokenInvalid', 'This link is not valid.'],
  ])('explains a %i %s and offers a new link', async (status, code, text) => {
    mockApi({ 'POST /api/auth/password/reset': () => refused(status, code) });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    await submit('brand-new-pass');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('refuses a weak password and a mismatch before sending', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    await submit('123');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('says the link is not valid when it has no token', async () => {
    mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
  });
});
