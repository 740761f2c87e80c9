import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import AdminPage from './AdminPage';

// The reason dialog is a lazily loaded chunk; load it once, as a warm cache would.
beforeAll(() => import('../components/ReasonDialog'));

const ADMIN = { ...TEST_USER, roles: ['USER', 'ADMIN'] };
const paged = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  page: { number: 0, size: 50, totalPages: 1, totalElements: content.length },
});

function setup(route: string, user = ADMIN) {
  storeSession(user);
  const fetchMock = mockApi({
    'GET /api/admin/disputes': () => jsonResponse(paged([])),
    'GET /api/admin/withdrawals': () =>
      jsonResponse(
        paged([
          {
            id: 4,
            amount: 250,
            destination: '4242 **** 4242',
            status: 'pending',
            reason: null,
            createdAt: '2026-11-21T10:00:00Z',
            decidedAt: null,
            user: { id: 9, name: 'Bob' },
          },
        ]),
      ),
    'POST /api/admin/withdrawals/4/approve': () => jsonResponse({ id: 4 }),
    'GET /api/admin/offers': () =>
      jsonResponse(
        paged([
          {
            id: 11,
            name: 'Shady gold',
            userId: 9,
            sellerName: 'Bob',
            active: true,
            blocked: false,
            blockedReason: null,
            availability: 3,
            price: 113,
            createdAt: '2026-11-21T10:00:00Z',
          },
        ]),
      ),
    'POST /api/admin/offers/11/block': () => jsonResponse({}),
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    { route },
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('AdminPage', () => {
  it('approves a withdrawal with the reason the user will see', async () => {
    const { user, fetchMock } = setup('/admin?tab=withdrawals');
    expect(await screen.findByText('4242 **** 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Одобрить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить вывод' });
    await user.type(within(dialog).getByLabelText('Причина (её увидит пользователь)'), 'Checked');
    await user.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/admin/withdrawals/4/approve'));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/approve'))![1]!.body as string;
    expect(JSON.parse(sent)).toEqual({ reason: 'Checked' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('blocks an offer from the offers tab', async () => {
    const { user, fetchMock } = setup('/admin?tab=offers');
    await user.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать оффер' });
    await user.type(within(dialog).getByLabelText('Причина (её увидит пользователь)'), 'Scam reports');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/admin/offers/11/block'));
  });

  it('tells a non-administrator the section is not theirs and asks nothing', async () => {
    const { fetchMock } = setup('/admin', TEST_USER);
    expect(await screen.findByText('Этот раздел доступен только администраторам.')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.includes('/api/admin/'))).toBe(false);
  });
});
