import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/lib/navigation';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('shows search, the bell without a badge, and the user linking to their profile', async () => {
    storeSession();
    mockApi({
      'GET /api/users/getUserPrincipalData': () =>
        jsonResponse({ ...principalFor(), name: 'Ann Fresh', imageUrl: '/media/a.png' }),
    });
    renderWithProviders(<TopBar menuOpen={false} onMenu={() => {}} />, { route: '/market' });
    expect(screen.getByRole('combobox', { name: 'Поиск' })).toHaveAttribute(
      'placeholder',
      'Поиск игр и категорий',
    );
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann' })).toHaveAttribute('href', '/profiles/7');
    expect(screen.getByText('A')).toBeInTheDocument();

    // The user data is fetched again with the jwt and replaces the stored copy.
    expect(await screen.findByRole('link', { name: 'Ann Fresh' })).toHaveAttribute('href', '/profiles/7');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
      name: 'Ann Fresh',
      profile: { imageUrl: '/media/a.png' },
    });
  });

  it('logs out: clears jwt, user, userId, returnPath and loads / afresh', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    storeSession({ ...TEST_USER, isAnonymous: true, roles: ['GUEST'], id: -1, name: 'Guest' });
    localStorage.setItem(STORAGE_KEYS.returnPath, '/x');
    const fetchMock = mockApi({});
    renderWithProviders(<TopBar menuOpen={false} onMenu={() => {}} />);
    // The guest is named in the interface's language, not by its stored English name.
    expect(screen.getByRole('link', { name: 'Гость' })).toHaveAttribute('href', '/profiles/-1');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Выйти' }));
    for (const key of [STORAGE_KEYS.jwt, STORAGE_KEYS.user, STORAGE_KEYS.userId, STORAGE_KEYS.returnPath]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(assign).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
