import { expect, test } from '@playwright/test';
import { logIn, logOut, newUser, register } from './support';

test('a newcomer registers, stays signed in across a reload, logs out and logs back in', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Торгуй. Прокачивайся. Побеждай.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();

  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();

  await logIn(page, user);
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
});

test('a wrong password shows the server message and keeps the visitor signed out', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await logOut(page);
  await logIn(page, { email: user.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль');
  await logIn(page, { email: `nobody-${user.email}`, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('registering a taken e-mail says so and moves to the login page after 3 seconds', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await logOut(page);

  await page.goto('/register');
  await page.getByLabel('Имя').fill('Someone Else');
  await page.getByLabel('Электронная почта').fill(`  ${user.email.toUpperCase()} `);
  await page.getByLabel('Пароль', { exact: true }).fill('another-pass');
  await page.getByLabel('Подтвердите пароль').fill('another-pass');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Этот e-mail уже зарегистрирован. Переходим ко входу...')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
});

test('registration checks the form before sending it', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Имя').fill('Ann');
  await page.getByLabel('Электронная почта').fill('ann@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill('secret1');
  await page.getByLabel('Подтвердите пароль').fill('secret2');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a guest session browses as «Гость»', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Гость', exact: true }).click();
  await expect(page.getByText('Продолжить как гость, без регистрации')).toBeVisible();
  await page.getByRole('button', { name: 'Войти как гость' }).click();
  await expect(page.getByRole('heading', { name: 'Торгуй. Прокачивайся. Побеждай.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Гость' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ name: 'Guest', isAnonymous: true, roles: ['GUEST'] });
});

test('a signed-out visit to a signed-in route returns there after signing in', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await logOut(page);

  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Кошелёк', level: 1 })).toBeVisible();
});

test('a forged token signs the visitor out', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHYiOjB9.forged');
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 1,
        name: 'Mallory',
        profile: { imageUrl: null },
        isAnonymous: false,
        roles: ['USER'],
      }),
    );
    localStorage.setItem('userId', '1');
  });
  await page.goto('/market');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать в Gamelot' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('signing in with Google returns to where the visitor was going', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  await expect(page.getByText('Вы будете перенаправлены в Google для входа')).toBeVisible();
  await page.getByRole('button', { name: 'Продолжить с Google' }).click();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Google Player' })).toBeVisible();
  expect(await page.evaluate(() => location.hash)).toBe('');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ name: 'Google Player', isAnonymous: false });
});
