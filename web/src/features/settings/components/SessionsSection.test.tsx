import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionView } from '@gamelot/contract/schemas/sessions';
import { i18n } from '@/shared/i18n/i18n';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { SessionsSection } from './SessionsSection';

const session = (over: Partial<SessionView>): SessionView => ({
  id: 's1',
  current: false,
  createdAt: new Date().toISOString(),
  lastActiveAt: new Date().toISOString(),
  browser: 'Chrome 120',
  os: 'Windows 10',
  deviceType: 'desktop',
  deviceModel: null,
  city: null,
  country: null,
  ip: '203.0.113.*',
  ...over,
});

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  storeSession();
});

describe('SessionsSection (ADR 0055)', () => {
  it('lists device, browser and place, marks this device, and signs out one and all others', async () => {
    let list = [
      session({ id: 'here', current: true }),
      session({
        id: 'phone',
        deviceType: 'mobile',
        browser: 'Safari 17',
        os: 'iOS 17.1',
        city: 'London',
        country: 'GB',
      }),
    ];
    const fetchMock = mockApi({
      'GET /api/settings/sessions': () => jsonResponse(list),
      'DELETE /api/settings/sessions/phone': () => {
        list = list.filter((s) => s.id !== 'phone');
        return new Response(null, { status: 204 });
      },
      'POST /api/settings/sessions/signOutOthers': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<SessionsSection />);
    expect(await screen.findByText('Phone · iOS 17.1')).toBeInTheDocument();
    expect(screen.getByText('Safari 17 · London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Chrome 120 · 203.0.113.*')).toBeInTheDocument();
    expect(screen.getByText('this device')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign out the session: Phone · iOS 17.1' }));
    await waitFor(() => expect(screen.queryByText('Phone · iOS 17.1')).not.toBeInTheDocument());
    expect(calls(fetchMock)).toContain('DELETE /api/settings/sessions/phone');
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });

  it('signs out every other session', async () => {
    const fetchMock = mockApi({
      'GET /api/settings/sessions': () =>
        jsonResponse([session({ id: 'a', current: true }), session({ id: 'b' })]),
      'POST /api/settings/sessions/signOutOthers': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<SessionsSection />);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('All other sessions have been ended')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/settings/sessions/signOutOthers');
  });
});
