import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { logIn, logOut, newUser, register, topUp, verifyEmail } from './support';

const PERIOD_MS = 30_000;

/**
 * Two-factor protection (docs/decisions/0053-second-factor-and-step-up.md): a verified user turns
 * the authenticator on with a code computed here from the key the page shows, signs out, signs in
 * with the password and a code, and a withdrawal asks for a code in the step-up dialog.
 */
test('authenticator on, sign-in with a code, a withdrawal confirmed with a code', async ({ page }) => {
  test.setTimeout(150_000);
  const user = newUser('mfa');
  await register(page, user);
  await verifyEmail(page, user);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Включить аутентификатор' }).click();
  await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const key = (await page.locator('code').first().textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  const stepOf = (ms: number) => Math.floor(ms / PERIOD_MS);
  const enabledAt = Date.now();
  await page.getByLabel('Код из приложения').fill(totp.generate({ timestamp: enabledAt }));
  await page.getByRole('button', { name: 'Подтвердить и включить' }).click();
  await expect(page.getByRole('list', { name: 'Резервные коды' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Я сохранил коды' }).click();
  await expect(page.getByText('Приложение-аутентификатор включено.')).toBeVisible();

  await logOut(page);
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Подтвердите вход' })).toBeVisible();
  // Each time step's code is accepted once: the next step's code (the server allows one step of
  // drift) signs in without waiting.
  await page.getByLabel('Код', { exact: true }).fill(totp.generate({ timestamp: enabledAt + PERIOD_MS }));
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();

  await topUp(page, '500');
  await page.getByLabel('Сумма, ₽').nth(1).fill('100');
  await page.getByLabel('Куда перевести (карта или счёт)').fill('Card 4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Запросить вывод' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подтвердите, что это вы' });
  await expect(dialog).toBeVisible();
  // A step after the one that signed in: wait until the clock is within a step of it.
  const signInStep = stepOf(enabledAt) + 1;
  while (stepOf(Date.now()) < signInStep) await page.waitForTimeout(1000);
  await dialog.getByLabel('Код').fill(totp.generate({ timestamp: (signInStep + 1) * PERIOD_MS }));
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Запрос на вывод отправлен администратору')).toBeVisible();
});
