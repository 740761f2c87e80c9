import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import MarketPage from './MarketPage';

const game = (id: number, name: string, lots: [number, string][] = []) => ({
  id,
  name,
  description: '',
  imageUrl: null,
  attributes: {},
  lots: lots.map(([lotId, lotName]) => ({ id: lotId, name: lotName })),
});

function renderMarket(products: unknown, route = '/market') {
  storeSession();
  mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/products/getAll': () =>
      products instanceof Response ? products : jsonResponse(products as object),
  });
  renderWithProviders(<MarketPage />, { route });
}

describe('MarketPage', () => {
  it('lists the games by letter with a letter index, each linking to its lots', async () => {
    renderMarket([
      game(2, 'Warframe', [[21, 'Platinum']]),
      game(1, 'Dota 2', [
        [11, 'Accounts'],
        [12, 'MMR Boosting'],
      ]),
      game(3, 'Аллоды Онлайн', [[31, 'Золото']]),
      game(4, '7 Days to Die'),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    const index = await screen.findByRole('navigation', { name: 'Алфавитный указатель' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['#', 'D', 'W', 'А']);
    expect(within(index).getByRole('link', { name: 'Цифры и символы' })).toHaveAttribute(
      'href',
      '#market-letter-other',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '#Цифры и символы',
      'D',
      'W',
      'А',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '7 Days to Die',
      'Dota 2',
      'Warframe',
      'Аллоды Онлайн',
    ]);

    expect(screen.getByRole('link', { name: 'Dota 2' })).toHaveAttribute('href', '/lots/11');
    const dotaLots = screen.getByRole('list', { name: 'Категории Dota 2' });
    expect(
      within(dotaLots)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/lots/11', '/lots/12']);
    expect(screen.getByText('Категорий пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '7 Days to Die' })).not.toBeInTheDocument();
  });

  it('highlights the game of ?productId', async () => {
    renderMarket(
      [game(1, 'Dota 2', [[11, 'Accounts']]), game(2, 'Rust', [[21, 'Skins']])],
      '/market?productId=2',
    );
    const rust = (await screen.findByRole('link', { name: 'Rust' })).closest('li')!;
    expect(rust).toHaveAttribute('aria-current', 'true');
    expect(rust).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Dota 2' }).closest('li')).not.toHaveAttribute('aria-current');
  });

  it('filters the games by ?q (the site search)', async () => {
    renderMarket(
      [game(1, 'Dota 2', [[11, 'MMR Boosting']]), game(2, 'Rust', [[21, 'Skins']])],
      '/market?q=boost',
    );
    expect(await screen.findByText(/Найдено игр по запросу «boost»: 1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dota 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rust' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Показать все игры' })).toHaveAttribute('href', '/market');
  });

  it('says when there are no games', async () => {
    renderMarket([]);
    expect(await screen.findByText('На данный момент нет доступных игр')).toBeInTheDocument();
  });

  it('says when the games fail to load', async () => {
    renderMarket(errorResponse(500, 'boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка при загрузке данных');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
