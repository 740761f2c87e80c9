import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import PlayersPage from './PlayersPage';

const player = (id: number) => ({
  id,
  name: `Player ${id}`,
  imageUrl: null,
  createdAt: '2025-07-16T10:00:00Z',
  profile: { imageUrl: null },
});

function setup(route = '/players', failing = false) {
  storeSession();
  const fetchMock = mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/users/getAllBasicData': ({ url }) => {
      if (failing) return errorResponse(500, 'down');
      const page = Number(url.searchParams.get('page'));
      const content = Array.from({ length: page < 2 ? 24 : 2 }, (_, i) => player(page * 24 + i + 1));
      return jsonResponse({
        content,
        totalElements: 50,
        page: { number: page, size: 24, totalPages: 3, totalElements: 50 },
      });
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/players" element={<PlayersPage />} />
    </Routes>,
    { route },
  );
  return fetchMock;
}

const location = () => screen.getByTestId('location');

describe('PlayersPage', () => {
  it('shows 24 cards with name, date and a link to the profile', async () => {
    const fetchMock = setup();
    expect(await screen.findByRole('link', { name: 'Player 1' })).toHaveAttribute('href', '/profiles/1');
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getAllByText('С нами с 16 июля 2025 г.')).toHaveLength(24);
    expect(screen.getByText('Всего игроков: 50')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/users/getAllBasicData?page=0&size=24&sort=createdAt%2Cdesc');
  });

  it('pages forward and back, keeping the page in the URL', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('link', { name: 'Player 1' });
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Назад/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Вперёд/ }));
    expect(await screen.findByRole('link', { name: 'Player 25' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/players?page=2');
    expect(screen.getByText('Страница 2 из 3')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/users/getAllBasicData?page=1&size=24&sort=createdAt%2Cdesc');

    await user.click(screen.getByRole('button', { name: /Назад/ }));
    expect(await screen.findByRole('link', { name: 'Player 1' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/players$/));
  });

  it('opens at the page the URL names', async () => {
    setup('/players?page=3');
    expect(await screen.findByRole('link', { name: 'Player 49' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Вперёд/ })).toBeDisabled();
  });

  it("says 'Не удалось загрузить данные пользователей' when loading fails", async () => {
    setup('/players', true);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Не удалось загрузить данные пользователей',
    );
  });
});
