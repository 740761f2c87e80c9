import { expect, test } from '@playwright/test';
import { keptMail, register, verifyEmail, newUser } from './support';

/**
 * Notification mail (docs/decisions/0056-notification-mail.md) on the embedded default, where
 * mail is kept: a wallet top-up mails its owner, and the footer's unsubscribe link, opened signed
 * out, stops that type of mail with one button.
 */
test('the unsubscribe link of a kept notification mail stops that mail, signed out', async ({
  page,
  browser,
}) => {
  const user = newUser('unsub');
  await register(page, user);
  await verifyEmail(page, user);

  await page.goto('/wallet');
  await page.getByLabel('Сумма, ₽').first().fill('300');
  await page.getByRole('button', { name: 'Пополнить' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/wallet\?payment=/);

  await expect
    .poll(async () => (await keptMail(page, user.email, 'notify.walletTopUp').catch(() => null))?.status, {
      timeout: 15_000,
    })
    .toBe('kept');
  const mail = await keptMail(page, user.email, 'notify.walletTopUp');
  expect(mail.text).toContain('Кошелёк пополнен на 300.00 ₽.');
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/)?.[0];
  expect(link).toBeTruthy();

  const signedOut = await (await browser.newContext()).newPage();
  const url = new URL(link!);
  await signedOut.goto(url.pathname + url.search);
  await expect(signedOut.getByText('Больше не присылать на почту: «Пополнение кошелька».')).toBeVisible();
  await signedOut.getByRole('button', { name: 'Отписаться' }).click();
  await expect(signedOut.getByText(/Готово: письма «Пополнение кошелька» больше не придут/)).toBeVisible();

  // The owner's settings show it: in the app only now.
  await page.goto('/settings');
  await expect(page.getByRole('combobox', { name: 'Пополнение кошелька' })).toHaveValue('inApp');
  await expect(page.getByRole('combobox', { name: 'Новые заказы' })).toHaveValue('email');
});
