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
    expect(screen.getByText('Игровые товары и услуги')).toBeInTheDocument();
    expect(link('Главная')).toHaveAttribute('href', '/');
    expect(link('Каталог')).toHaveAttribute('href', '/market');
    expect(link('Чаты')).toHaveAttribute('href', '/chat');
    expect(link('Мой профиль')).toHaveAttribute('href', '/profiles/7');
    expect(link('Кошелёк')).toHaveAttribute('href', '/wallet');
    expect(link('Избранное')).toHaveAttribute('href', '/profiles/7/stats/favorites');
    expect(link('Настройки')).toHaveAttribute('href', '/settings');
    for (const group of ['ГЛАВНОЕ', 'ПРОФИЛЬ', 'ПРОЧЕЕ']) expect(screen.getByText(group)).toBeInTheDocument();
  });

  it('marks My Profile active on its exact path only', () => {
    renderAt('/profiles/7');
    expect(link('Мой профиль')).toHaveAttribute('aria-current', 'page');
    expect(link('Главная')).not.toHaveAttribute('aria-current');
  });

  it('does not mark My Profile on pages below it', () => {
    renderAt('/profiles/7/edit');
    expect(link('Мой профиль')).not.toHaveAttribute('aria-current');
  });

  it('marks Favourites (not My Profile) on the favourites path and any path below it', () => {
    renderAt('/profiles/7/stats/favorites');
    expect(link('Избранное')).toHaveAttribute('aria-current', 'page');
    expect(link('Мой профиль')).not.toHaveAttribute('aria-current');
  });

  it('keeps Favourites active deeper under its path, and not on other stats', () => {
    renderAt('/profiles/7/stats/favorites/2');
    expect(link('Избранное')).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark Favourites on another stats tab', () => {
    renderAt('/profiles/7/stats/followers');
    expect(link('Избранное')).not.toHaveAttribute('aria-current');
  });

  it('marks Dashboard on / only and Chats on any chat', () => {
    renderAt('/chat/12');
    expect(link('Чаты')).toHaveAttribute('aria-current', 'page');
    expect(link('Главная')).not.toHaveAttribute('aria-current');
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
