import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/lib/navigation';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, storeSession, TEST_USER } from '@/test/render';
import { renderRoutes } from '@/test/render-routes';

const LOAD = { timeout: 5000 };
const GUEST = { id: -1, name: 'Guest', profile: { imageUrl: null }, isAnonymous: true, roles: ['GUEST'] };

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/config': () => jsonResponse({ googleEnabled: true }),
    'POST /api/auth/singIn': () => jsonResponse({ token: 'new-token' }),
  });
});

const location = () => screen.getByTestId('location');

describe('routes, signed out', () => {
  it('sends a guarded route to /login with `from`, and returns there after signing in', async () => {
    renderRoutes('/market?productId=3');
    expect(
      await screen.findByRole('heading', { name: 'Добро пожаловать в Gamelot' }, LOAD),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ from: '/market?productId=3' }));
    expect(screen.queryByRole('navigation', { name: 'Основная навигация' })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Электронная почта', undefined, LOAD), 'ann@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/market?productId=3'));
  });

  it('shows the login screen at / in the simple layout with the footer', async () => {
    renderRoutes('/');
    expect(
      await screen.findByRole('heading', { name: 'Добро пожаловать в Gamelot' }, LOAD),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/user-agreement',
    );
    // No top bar with its own «Войти»: the only one is the form's.
    expect(screen.getAllByRole('button', { name: 'Войти' })).toHaveLength(1);
  });

  it('lets signed-out visitors read the legal pages, with «Войти» and «Гость» in the top bar', async () => {
    renderRoutes('/privacy-policy');
    expect(
      await screen.findByRole('heading', { name: 'Политика конфиденциальности' }, LOAD),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Гость' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('jwt')).toBe('new-token');
  });

  it('renders a 404 page with a link home for unknown paths', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});

describe('routes, signed in', () => {
  it('shows the dashboard hero at / inside the full layout', async () => {
    storeSession();
    renderRoutes('/');
    expect(
      await screen.findByRole('heading', { name: 'Торгуй. Прокачивайся. Побеждай.' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Открыть каталог/ })).toHaveAttribute('href', '/market');
    expect(screen.getByRole('link', { name: 'Начать продавать' })).toHaveAttribute('href', '/trade/rules');
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/chat/4', 'Чаты'],
    ['/wallet', 'Кошелёк'],
    ['/orders', 'Заказы'],
    ['/orders/5', 'Заказы'],
    ['/market', 'Каталог'],
    ['/lots/abc', 'Не удалось открыть категорию'],
    ['/trade/rules', 'Правила торговли'],
  ])('renders the browse page at %s', async (route, title) => {
    storeSession();
    renderRoutes(route);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/скоро появится/)).not.toBeInTheDocument();
  });

  it.each([
    ['/offer/create', 'Создание оффера'],
    ['/offer/9/edit', 'Редактирование оффера'],
  ])('renders the offer editor at %s', async (route, title) => {
    storeSession();
    renderRoutes(route);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/скоро появится/)).not.toBeInTheDocument();
  });

  it.each([
    ['/settings', 'Настройки'],
    ['/players', 'Игроки'],
  ])('renders the people page at %s', async (route, title) => {
    storeSession();
    renderRoutes(route);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/скоро появится/)).not.toBeInTheDocument();
  });

  it('lets a guest browse signed-in routes', async () => {
    storeSession(GUEST, 'guest-token');
    renderRoutes('/players');
    expect(await screen.findByRole('heading', { name: 'Игроки' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Гость' })).toHaveAttribute('href', '/profiles/-1');
  });

  it('sends a signed-in user away from /login to /', async () => {
    storeSession(TEST_USER);
    renderRoutes('/login');
    expect(
      await screen.findByRole('heading', { name: 'Торгуй. Прокачивайся. Побеждай.' }, LOAD),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });
});
