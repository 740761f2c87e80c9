import { expect, test } from '@playwright/test';
import { ADMIN, logIn, logOut, newUser, register } from './support';

/**
 * docs/product.md#password-reset on the embedded default (no SMTP_URL): the mail is kept, and the
 * link is read from GET /api/admin/mail as an administrator would on /admin/mail.
 */
test('a user who forgot the password gets a link, sets a new password and signs in with it', async ({
  page,
  request,
}) => {
  const user = newUser('forgetful');
  await register(page, user);
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Электронная почта').fill(user.email);
  await page.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(
    page.getByText('Если аккаунт с этим адресом есть, мы отправили на него ссылку.', { exact: false }),
  ).toBeVisible();

  const signIn = await request.post('/api/auth/singIn', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const listed = await request.get('/api/admin/mail', { headers: { authorization: `Bearer ${token}` } });
  expect(listed.ok()).toBe(true);
  const { content } = (await listed.json()) as {
    content: Array<{ recipient: string; template: string; status: string; text: string }>;
  };
  const mail = content.find((m) => m.recipient === user.email && m.template === 'passwordReset');
  expect(mail?.status).toBe('kept');
  const link = mail!.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Новый пароль').fill('brand-new-pass');
  await page.getByLabel('Подтвердите пароль').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль изменён.')).toBeVisible();

  await page.goto('/login');
  await logIn(page, { email: user.email, password: user.password });
  await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль');
  await logIn(page, { email: user.email, password: 'brand-new-pass' });
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
});
