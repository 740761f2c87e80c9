import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import { SEARCH_DATA_SAVED_AT_KEY } from '../lib/search-cache';
import { SearchDropdown } from './SearchDropdown';

const DATA = [
  {
    id: 1,
    name: 'World of Warcraft',
    lots: [
      { id: 11, name: 'Gold' },
      { id: 12, name: 'Mythic+ Boosting' },
    ],
  },
  { id: 2, name: 'Dota 2', lots: [{ id: 21, name: 'MMR Boosting' }] },
];

function setup() {
  storeSession();
  const fetchMock = mockApi({
    'GET /api/products/getAllNameWithLots': () => jsonResponse(DATA),
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
  });
  renderWithProviders(<SearchDropdown />, { route: '/' });
  const input = screen.getByRole('combobox', { name: 'Поиск' });
  return { fetchMock, input, user: userEvent.setup({ delay: null }) };
}

const location = () => screen.getByTestId('location');

describe('SearchDropdown', () => {
  it('loads the catalogue on first use and caches it in localStorage', async () => {
    const { fetchMock, input, user } = setup();
    expect(calls(fetchMock)).not.toContain('GET /api/products/getAllNameWithLots');
    await user.click(input);
    await waitFor(() => expect(localStorage.getItem('searchData')).toBe(JSON.stringify(DATA)));
    expect(Number(localStorage.getItem(SEARCH_DATA_SAVED_AT_KEY))).toBeGreaterThan(0);
  });

  it('answers from a fresh cached copy without asking the server', async () => {
    localStorage.setItem('searchData', JSON.stringify(DATA));
    localStorage.setItem(SEARCH_DATA_SAVED_AT_KEY, String(Date.now()));
    const { fetchMock, input, user } = setup();
    await user.type(input, 'dota');
    expect(await screen.findByRole('option', { name: 'Dota 2 — игра' })).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('GET /api/products/getAllNameWithLots');
  });

  it('shows results from two characters and hides them below', async () => {
    const { input, user } = setup();
    await user.type(input, 'b');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'o');
    const listbox = await screen.findByRole('listbox', { name: 'Результаты поиска' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual([
      'Mythic+ Boosting — World of Warcraft',
      'MMR Boosting — Dota 2',
    ]);
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrows (wrapping), opens with Enter and clears the box', async () => {
    const { input, user } = setup();
    await user.type(input, 'o');
    await user.type(input, 'r');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(['World of Warcraft — игра']);
    await user.clear(input);
    await user.type(input, 'bo');
    await screen.findAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    let [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);

    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/lots\/21$/);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a product at the market on click', async () => {
    const { input, user } = setup();
    await user.type(input, 'warcraft');
    await user.click(await screen.findByRole('option', { name: 'World of Warcraft — игра' }));
    expect(location()).toHaveTextContent(/^\/market\?productId=1$/);
  });

  it('closes on Escape and on a click outside', async () => {
    const { input, user } = setup();
    await user.type(input, 'gold');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('gold');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('announces how many results there are', async () => {
    const { input, user } = setup();
    await user.type(input, 'boost');
    const status = () => screen.getByRole('search').querySelector('[role="status"]');
    await waitFor(() => expect(status()).toHaveTextContent('Найдено результатов: 2'));
    await user.type(input, 'zz');
    expect(status()).toHaveTextContent('Ничего не найдено');
  });
});
