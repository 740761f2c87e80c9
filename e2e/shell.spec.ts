import { expect, test } from '@playwright/test';
import { newUser, register } from './support';

test('the theme toggle is labelled with the other mode and is remembered', async ({ page }) => {
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Светлая тема' }).first().click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Тёмная тема' }).first()).toBeVisible();
});

test('the language switch changes the interface and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'EN' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome to Gamelot' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Welcome to Gamelot' })).toBeVisible();
});

test('a signed-in user walks every route of the app shell', async ({ page }) => {
  // Every route of the shell, one after another: the list grows with the product.
  test.setTimeout(180_000);
  const user = newUser('walker');
  await register(page, user);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const routes = [
    '/',
    '/market',
    '/lots/1',
    '/chat',
    '/chat/1',
    `/profiles/${userId}`,
    `/profiles/${userId}/edit`,
    `/profiles/${userId}/stats/offers`,
    `/profiles/${userId}/stats/followers`,
    `/profiles/${userId}/stats/following`,
    `/profiles/${userId}/stats/favorites`,
    '/offer/1',
    '/offer/1/edit',
    '/offer/create',
    '/trade/rules',
    '/players',
    '/user-agreement',
    '/privacy-policy',
    '/cookie-policy',
    '/requisites',
    '/settings',
    '/wallet',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  }

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('sidebar links follow the active rules', async ({ page }) => {
  const user = newUser('nav');
  await register(page, user);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });

  await page.goto(`/profiles/${userId}`);
  await expect(nav.getByRole('link', { name: 'Мой профиль' })).toHaveAttribute('aria-current', 'page');

  await page.goto(`/profiles/${userId}/stats/favorites`);
  await expect(nav.getByRole('link', { name: 'Избранное' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Мой профиль' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Каталог' }).click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(nav.getByRole('link', { name: 'Каталог' })).toHaveAttribute('aria-current', 'page');
});

test('the footer links the rules and the legal pages', async ({ page }) => {
  await page.goto('/login');
  for (const [name, path] of [
    ['Пользовательское соглашение', '/user-agreement'],
    ['Политика конфиденциальности', '/privacy-policy'],
    ['Политика cookie', '/cookie-policy'],
    ['Реквизиты', '/requisites'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});
