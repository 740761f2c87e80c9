import { expect, type Browser, type Page } from '@playwright/test';

let counter = 0;

/** A fresh identity per test, so specs never depend on each other's accounts. */
export function newUser(prefix = 'player') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { name: `Tester ${id}`, email: `${id}@example.com`, password: 'secret-pass-1' };
}

/**
 * A seller and a buyer, each in a browser context of their own (separate storage, so two
 * sessions at once); the seller is registered and signed in, the buyer not yet.
 */
export async function sellerAndBuyer(browser: Browser, buyerViewport?: { width: number; height: number }) {
  const seller = newUser('seller');
  const buyer = newUser('buyer');
  const sellerPage = await (await browser.newContext()).newPage();
  const buyerPage = await (
    await browser.newContext(buyerViewport ? { viewport: buyerViewport } : {})
  ).newPage();
  await register(sellerPage, seller);
  await verifyEmail(sellerPage, seller);
  return { seller, buyer, sellerPage, buyerPage };
}

export async function register(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Имя').fill(user.name);
  await page.getByLabel('Электронная почта').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Подтвердите пароль').fill(user.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
}

export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Электронная почта').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Добро пожаловать в Gamelot' })).toBeVisible();
}

/** Created by e2e/serve.mjs with `npm run admin:create` before the server starts. */
export const ADMIN = { email: 'admin@e2e.example.com', password: 'admin-pass-e2e' };
/** The second administrator (e2e/serve.mjs): decides appeals against the first one's decisions. */
export const ADMIN_TWO = { email: 'admin2@e2e.example.com', password: 'admin-pass-e2e' };

/** The newest kept mail of `template` to `email`, read as an administrator (GET /api/admin/mail). */
export async function keptMail(
  page: Page,
  email: string,
  template: string,
): Promise<{ text: string; status: string }> {
  const signIn = await page.request.post('/api/auth/singIn', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const listed = await page.request.get('/api/admin/mail?size=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.ok()).toBe(true);
  const { content } = (await listed.json()) as {
    content: Array<{ recipient: string; template: string; status: string; text: string }>;
  };
  const mail = content.find((m) => m.recipient === email && m.template === template);
  expect(mail, `a ${template} mail to ${email}`).toBeTruthy();
  return mail!;
}

/**
 * Follows the confirmation link registering mailed (kept on the embedded default, ADR 0052), as
 * the user would: selling and withdrawing need a proven address.
 */
export async function verifyEmail(page: Page, user: { email: string }) {
  const mail = await keptMail(page, user.email, 'verifyEmail');
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByText('Адрес почты подтверждён.')).toBeVisible();
}

/** Tops the wallet up through the test card provider's page, as a buyer would. */
export async function topUp(page: Page, roubles: string) {
  await page.goto('/wallet');
  await expect(page.getByTestId('test-provider')).toContainText('Тестовая карта — без реальных денег');
  await page.getByLabel('Сумма, ₽').first().fill(roubles);
  await page.getByRole('button', { name: 'Пополнить' }).click();
  await expect(page.getByRole('heading', { name: 'Gamelot test payment' })).toBeVisible();
  await expect(page.getByText('Test card — no real money.')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/wallet\?payment=/);
  await expect(page.getByText(/Кошелёк пополнен на/)).toBeVisible();
}
