import { expect, test, type Page } from '@playwright/test';
import { keptMail, logIn, logOut, newUser, register, verifyEmail } from './support';

/** The stored jwt of the page's session (web/src/shared/session/storage.ts). */
function tokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('jwt'));
}

/**
 * Sign-in sessions (docs/decisions/0055-sessions-and-account-security.md): the same user signed in
 * on two devices (two browser contexts) sees both in Settings, this device marked, and signs the
 * other one out; the other device's token is refused from then on and it lands on the sign-in page.
 */
test('a user sees two sessions in Settings and signs the other device out', async ({ browser }) => {
  const user = newUser('sessions');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await register(pageA, user);
    await verifyEmail(pageA, user);

    await pageB.goto('/login');
    await logIn(pageB, user);
    await expect(pageB.getByRole('link', { name: user.name })).toBeVisible();
    const tokenB = await tokenOf(pageB);
    expect(tokenB).toBeTruthy();

    await pageA.goto('/settings');
    const section = pageA.getByRole('region', { name: 'Сеансы' });
    const sessions = section.getByRole('list', { name: 'Активные сеансы' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'это устройство' })).toHaveCount(1);
    const other = sessions.filter({ hasNotText: 'это устройство' });
    await expect(other).toHaveCount(1);

    const ended = pageA.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/api\/settings\/sessions\/[^/]+$/.test(r.url()),
    );
    await other.getByRole('button', { name: /^Завершить сеанс/ }).click();
    expect((await ended).status()).toBe(204);
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText('это устройство');

    // The server refuses the other device's token from now on...
    const refused = await pageB.request.get('/api/settings/sessions', {
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(refused.status()).toBe(401);

    // ...and its next navigation ends on the sign-in screen with the session cleared (the 401
    // handler of web/src/shared/api-client/api-client.ts, or the realtime revocation before it).
    await pageB.goto('/settings');
    await expect(pageB.getByRole('heading', { name: 'Добро пожаловать в Gamelot' })).toBeVisible();
    await expect(pageB.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
    await expect(pageB.getByRole('link', { name: user.name })).toBeHidden();
    expect(await tokenOf(pageB)).toBeNull();

    // This device stays signed in.
    await pageA.reload();
    await expect(pageA.getByRole('link', { name: user.name })).toBeVisible();
    await expect(sessions).toHaveCount(1);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

/**
 * Changing the address (ADR 0055): the e-mail form asks for step-up (the password, no second factor
 * here), a link goes to the new address, and following it makes it the account's sign-in address.
 */
test('a user changes the e-mail address after step-up and signs in with the new one', async ({ page }) => {
  const user = newUser('mover');
  const next = newUser('moved');
  await register(page, user);
  await verifyEmail(page, user);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Адрес почты' });
  await section.getByLabel('Новый адрес почты').fill(next.email);
  await section.getByRole('button', { name: 'Сменить адрес' }).click();

  const dialog = page.getByRole('dialog', { name: 'Подтвердите, что это вы' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Введите текущий пароль.')).toBeVisible();
  await dialog.getByLabel('Пароль').fill(user.password);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(`Ссылка отправлена на ${next.email}`)).toBeVisible();

  // The link went to the new address; the address now only got a notice.
  await keptMail(page, user.email, 'emailChangeRequested');
  const mail = await keptMail(page, next.email, 'emailChangeConfirm');
  expect(mail.status).toBe('kept');
  const link = mail.text.match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByText('Готово: это теперь адрес вашего аккаунта, входите с ним.')).toBeVisible();

  await page.getByRole('link', { name: 'В настройки' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(next.email, { exact: true })).toBeVisible();

  await page.goto('/');
  await logOut(page);
  await logIn(page, { email: user.email, password: user.password });
  await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль');
  await logIn(page, { email: next.email, password: user.password });
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
});
