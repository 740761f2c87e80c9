import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import AdminMailPage from './AdminMailPage';

const ADMIN = { ...TEST_USER, roles: ['USER', 'ADMIN'] };
const LINK = 'http://localhost:8080/reset-password?token=abc_DEF-123';
const MAIL = {
  id: 7,
  recipient: 'ann@example.com',
  template: 'passwordReset',
  language: 'en',
  status: 'kept',
  attempts: 0,
  subject: 'Gamelot: reset your password',
  text: `Gamelot\n\nTo choose a new password, open this link within 30 minutes:\n\n${LINK}\n\n--\nWhy`,
  createdAt: '2026-11-27T10:00:00Z',
  sentAt: null,
  headers: {},
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('AdminMailPage', () => {
  it('lists the mail with recipient, subject, status and the text with clickable links', async () => {
    storeSession(ADMIN);
    mockApi({
      'GET /api/admin/mail': () =>
        jsonResponse({
          content: [MAIL],
          totalElements: 1,
          page: { number: 0, size: 20, totalPages: 1, totalElements: 1 },
        }),
    });
    renderWithProviders(<AdminMailPage />, { route: '/admin/mail' });
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('kept (no SMTP)')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByText('Gamelot: reset your password'));
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
  });

  it('asks nothing of the server for a user who is not an administrator', async () => {
    storeSession(TEST_USER);
    const fetchMock = mockApi({});
    renderWithProviders(<AdminMailPage />, { route: '/admin/mail' });
    expect(await screen.findByRole('alert')).toHaveTextContent('administrators only');
    expect(calls(fetchMock).filter((c) => c.includes('/api/admin/mail'))).toEqual([]);
  });
});
