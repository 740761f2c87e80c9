import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import { Sidebar } from './Sidebar';

function renderAt(route: string) {
  renderWithProviders(<Sidebar open={false} onClose={() => {}} />, { route });
}

const link = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  storeSession();
  mockApi({ 'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()) });
});

describe('Sidebar', () => {
  it('shows the brand, tagline and the three groups with their links', () => {
    renderAt('/');
    expect(screen.getByText('Gamelot')).toBeInTheDocument();
    expect(screen.getByText('Game goods and service')).toBeInTheDocument();
    expect(link('Dashboard')).toHaveAttribute('href', '/');
    expect(link('Market')).toHaveAttribute('href', '/market');
    expect(link('Chats')).toHaveAttribute('href', '/chat');
    expect(link('My Profile')).toHaveAttribute('href', '/profiles/7');
    expect(link('Wallet')).toHaveAttribute('href', '/wallet');
    expect(link('Favourites')).toHaveAttribute('href', '/profiles/7/stats/favorites');
    expect(link('Settings')).toHaveAttribute('href', '/settings');
    for (const group of ['MAIN', 'PROFILE', 'OTHER']) expect(screen.getByText(group)).toBeInTheDocument();
  });

  it('marks My Profile active on its exact path only', () => {
    renderAt('/profiles/7');
    expect(link('My Profile')).toHaveAttribute('aria-current', 'page');
    expect(link('Dashboard')).not.toHaveAttribute('aria-current');
  });

  it('does not mark My Profile on pages below it', () => {
    renderAt('/profiles/7/edit');
    expect(link('My Profile')).not.toHaveAttribute('aria-current');
  });

  it('marks Favourites (not My Profile) on the favourites path and any path below it', () => {
    renderAt('/profiles/7/stats/favorites');
    expect(link('Favourites')).toHaveAttribute('aria-current', 'page');
    expect(link('My Profile')).not.toHaveAttribute('aria-current');
  });

  it('keeps Favourites active deeper under its path, and not on other stats', () => {
    renderAt('/profiles/7/stats/favorites/2');
    expect(link('Favourites')).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark Favourites on another stats tab', () => {
    renderAt('/profiles/7/stats/followers');
    expect(link('Favourites')).not.toHaveAttribute('aria-current');
  });

  it('marks Dashboard on / only and Chats on any chat', () => {
    renderAt('/chat/12');
    expect(link('Chats')).toHaveAttribute('aria-current', 'page');
    expect(link('Dashboard')).not.toHaveAttribute('aria-current');
  });

  it('switches the language between RU and EN', async () => {
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
