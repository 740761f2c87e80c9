import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { logIn, logOut, newUser, register } from './support';

/**
 * Passkeys in a real browser (docs/product.md#passkeys, ADR 0054): Chromium's virtual
 * authenticator (DevTools protocol, a platform authenticator with resident keys and user
 * verification) stands in for a phone or a laptop's fingerprint reader. The app runs at
 * http://localhost (playwright.config.ts): WebAuthn takes a host name, never an IP address.
 */

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a player adds a passkey in Settings, signs out and signs back in with it, no password typed', async ({
  page,
}) => {
  const user = newUser('passkey');
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await register(page, user);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Ключи доступа' });
  await expect(section.getByText('Ключей доступа пока нет.')).toBeVisible();
  await section.getByLabel('Название ключа').fill('E2E laptop');
  await section.getByRole('button', { name: 'Добавить ключ доступа' }).click();
  await expect(section.getByText('Ключ доступа «E2E laptop» добавлен.')).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: 'E2E laptop' });
  await expect(item).toContainText('Ещё не использовался');

  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(credentials[0]!.rpId).toBe('localhost');

  await page.goto('/');
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  await page.getByRole('button', { name: 'Войти с ключом доступа' }).click();
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();

  await page.goto('/settings');
  await expect(
    page
      .getByRole('region', { name: 'Ключи доступа' })
      .getByRole('listitem')
      .filter({ hasText: 'E2E laptop' }),
  ).toContainText('Последний вход');
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);

  // The passkey is now the account's second factor: the password alone no longer signs in.
  await page.goto('/');
  await logOut(page);
  await logIn(page, user);
  await page.getByRole('button', { name: 'Подтвердить ключом доступа' }).click();
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
});

test('a passkey the server does not know is refused with a reason, and the visitor stays signed out', async ({
  page,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const user = newUser('passkeygone');
  await register(page, user);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Ключи доступа' });
  await section.getByLabel('Название ключа').fill('Soon removed');
  await section.getByRole('button', { name: 'Добавить ключ доступа' }).click();
  await expect(section.getByText('Ключ доступа «Soon removed» добавлен.')).toBeVisible();
  await section.getByRole('button', { name: 'Удалить ключ «Soon removed»' }).click();
  // Removing needs step-up; the account's only factor is the passkey itself.
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить ключом доступа' }).click();
  await expect(section.getByText('Ключ доступа удалён.')).toBeVisible();
  // The device still holds it; the server forgot it.
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

  await page.goto('/');
  await logOut(page);
  await page.getByRole('button', { name: 'Войти с ключом доступа' }).click();
  await expect(page.getByRole('alert')).toHaveText('Этот ключ доступа не зарегистрирован в Gamelot');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});
