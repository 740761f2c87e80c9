import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { EmailForm } from './EmailForm';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  storeSession();
});

describe('EmailForm (ADR 0055)', () => {
  it('checks the address first, then says where the link went', async () => {
    const fetchMock = mockApi({ 'POST /api/settings/email': () => new Response(null, { status: 204 }) });
    renderWithProviders(<EmailForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New e-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
    await user.clear(screen.getByLabelText('New e-mail address'));
    await user.type(screen.getByLabelText('New e-mail address'), 'New@Example.test');
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText(/A link is on its way to new@example.test/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ email: 'new@example.test' });
  });

  it("shows the server's refusal: the address is taken", async () => {
    mockApi({
      'POST /api/settings/email': () =>
        jsonResponse(
          {
            status: 409,
            error: 'Conflict',
            message: 'Another account already uses this address',
            code: 'emailChangeTaken',
          },
          409,
        ),
    });
    renderWithProviders(<EmailForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New e-mail address'), 'taken@example.test');
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText('Another account already uses this address')).toBeInTheDocument();
  });
});
