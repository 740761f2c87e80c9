import { expect, test } from '@playwright/test';
import { register, newUser, verifyEmail } from './support';

/**
 * docs/product.md#verified-e-mail on the embedded default (no SMTP_URL): a new account may browse
 * but is told on the offer wizard why it cannot sell yet; the kept mail's link proves the address.
 */
test('a new account confirms its address from the mailed link, then may sell', async ({ page }) => {
  const user = newUser('confirmer');
  await register(page, user);
  await page.goto('/offer/create');
  const notice = page.getByText(/Чтобы выставлять предложения, подтвердите адрес/);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Отправить ссылку ещё раз' }).click();
  await expect(page.getByText('Письмо с новой ссылкой отправлено: проверьте почту.')).toBeVisible();

  // The newest link works (the resend used up the first one).
  await verifyEmail(page, user);
  await page.getByRole('link', { name: 'Продолжить' }).click();
  await page.goto('/offer/create');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
