import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/lib/navigation';
import { i18n } from '@/shared/i18n/i18n';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { calls, errorResponse, jsonResponse, mockApi, networkError } from '@/test/fetch-mock';
import { principalFor, renderWithProviders } from '@/test/render';
import RegisterPage from './RegisterPage';

let assign: ReturnType<typeof vi.spyOn>;
// The page loads its form lazily; load the chunk once, as a warm browser cache would have it.
beforeAll(() => import('../components/RegisterForm'));
beforeEach(async () => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});

type Values = { name?: string; email?: string; password?: string; confirm?: string };

async function submit(user: ReturnType<typeof userEvent.setup>, values: Values) {
  const { name = 'Ann', email = 'ann@example.com', password = 'secret1', confirm = password } = values;
  // The form is its own chunk: it arrives just after the page.
  await screen.findByLabelText('Name');
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', () => {
  it('shows "Passwords don\'t match" inline and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await submit(userEvent.setup({ delay: null }), { password: 'secret1', confirm: 'secret2' });
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock)).toEqual([]);
  });

  it('rejects a password shorter than 6 characters and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await submit(userEvent.setup({ delay: null }), { password: '12345' });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('requires every field', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Create account' }));
    await screen.findByText('Name is required');
    for (const text of ['Name is required', 'E-mail is required', 'Password is required']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(calls(fetchMock)).toEqual([]);
  });

  it('on 409 Email already exists shows the redirect text and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'POST /api/auth/register': () => errorResponse(409, 'Email already exists') });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await submit(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), {});

    expect(
      await screen.findByText('This email is already registered. Redirecting to login...'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows other server errors and the server's field errors", async () => {
    mockApi({
      'POST /api/auth/register': () =>
        errorResponse(400, 'Some fields are not valid', { name: 'Name is too odd' }),
    });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await submit(userEvent.setup({ delay: null }), {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid');
    expect(await screen.findByText('Name is too odd')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("falls back to 'Registration failed'", async () => {
    mockApi({ 'POST /api/auth/register': networkError });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await submit(userEvent.setup({ delay: null }), {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('stores token and user on success and loads / afresh', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/register': () => jsonResponse({ token: 'reg-token' }),
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await submit(userEvent.setup({ delay: null }), { email: ' Ann@Example.com ' });
    // The body is the contract schema's output: trimmed and lower-cased, as the server stores it.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls(fetchMock)[0]).toBe('POST /api/auth/register?provider=local');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'secret1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('reg-token');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
  });

  it('Google registration sets returnPath / and redirects to Google', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ googleEnabled: true }) });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/');
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/google');
  });
});
