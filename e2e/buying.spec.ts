import { expect, test, type Page } from '@playwright/test';
import { publishOffer } from './offers-api';
import sharp from 'sharp';
import { ADMIN, logIn, register, sellerAndBuyer, topUp } from './support';

async function evidencePng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 20, b: 20 } } })
    .png()
    .toBuffer();
}

/** «Купить» with the default quantity; returns the order page's path. */
async function buyNow(page: Page, offerId: number): Promise<string> {
  await page.goto(`/offer/${offerId}`);
  await page.getByRole('button', { name: 'Купить', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Покупка' })
    .getByRole('button', { name: /Оплатить/ })
    .click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  return new URL(page.url()).pathname;
}

const balance = (page: Page) => page.locator('[data-balance="balance"] dd');

test('a buyer tops up, buys a key that is delivered at once, reveals it; the seller is paid on confirmation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser);

  // The seller publishes an offer (base 100 ₽ → 113 ₽) and pastes two keys into its stock.
  const offerId = await publishOffer(sellerPage, `Steam key e2e ${Date.now()}`, 100);
  await sellerPage.goto(`/offer/${offerId}/edit`);
  await sellerPage
    .getByLabel('Ключи, по одному в строке')
    .fill('AAAA-BBBB-CCCC\nDDDD-EEEE-FFFF\nAAAA-BBBB-CCCC\n');
  await sellerPage.getByRole('button', { name: 'Добавить ключи' }).click();
  await expect(sellerPage.getByText('Добавлено: 2, пропущено повторов: 1')).toBeVisible();
  await expect(sellerPage.getByTestId('key-stock')).toHaveText('Непродано: 2, продано: 0');

  // The buyer tops up 500 ₽ with the test card.
  await register(buyerPage, buyer);
  await topUp(buyerPage, '500');
  await expect(balance(buyerPage)).toHaveText(/500,00/);

  // «Купить»: the total is shown before paying; paying opens the order, delivered at once.
  await buyerPage.goto(`/offer/${offerId}`);
  await expect(buyerPage.getByText('В наличии: 2')).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Купить', exact: true }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Покупка' });
  await expect(dialog.getByTestId('buy-total')).toHaveText(/113,00/);
  await dialog.getByRole('button', { name: /Оплатить/ }).click();
  await expect(buyerPage).toHaveURL(/\/orders\/\d+$/);
  const orderPath = new URL(buyerPage.url()).pathname;
  await expect(buyerPage.locator('[data-state="delivered"]').first()).toBeVisible();

  // The key stays hidden until «Открыть ключ».
  await expect(buyerPage.getByTestId('order-key')).toHaveCount(0);
  await buyerPage.getByRole('button', { name: 'Открыть ключ' }).click();
  await expect(buyerPage.getByTestId('order-key')).toHaveText('AAAA-BBBB-CCCC');
  await expect(buyerPage.getByRole('button', { name: 'Вернуть непоказанный ключ' })).toHaveCount(0);

  // The buyer's money sits in escrow until confirmation.
  await buyerPage.goto('/wallet');
  await expect(balance(buyerPage)).toHaveText(/387,00/);
  await expect(buyerPage.locator('[data-balance="escrow"] dd')).toHaveText(/113,00/);

  // Confirming pays the seller the price minus the 13% commission.
  await buyerPage.goto(orderPath);
  await buyerPage.getByRole('button', { name: 'Подтвердить получение' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Подтвердить получение?' })
    .getByRole('button', { name: 'Подтвердить' })
    .click();
  await expect(buyerPage.locator('[data-state="completed"]').first()).toBeVisible();

  // The buyer reviews the completed order once; it appears on the offer with its x/10.
  const review = buyerPage.getByRole('form', { name: 'Отзыв о сделке' });
  await review.getByLabel('Оценка').selectOption('8');
  await review.getByLabel('Комментарий').fill('Key worked instantly, thanks!');
  await review.getByRole('button', { name: 'Опубликовать отзыв' }).click();
  await expect(buyerPage.getByText('Отзыв опубликован.')).toBeVisible();
  await expect(buyerPage.getByRole('form', { name: 'Отзыв о сделке' })).toHaveCount(0);

  // The seller replies once, from the sale.
  await sellerPage.goto(orderPath);
  await sellerPage.getByLabel('Ответ на отзыв покупателя').fill('Enjoy the game!');
  await sellerPage.getByRole('button', { name: 'Ответить' }).click();
  await expect(sellerPage.getByLabel('Ответ на отзыв покупателя')).toHaveCount(0);

  await buyerPage.goto(`/offer/${offerId}`);
  await expect(buyerPage.getByText('Key worked instantly, thanks!')).toBeVisible();
  await expect(buyerPage.getByText('8/10').first()).toBeVisible();
  await expect(buyerPage.getByText('Enjoy the game!')).toBeVisible();

  await sellerPage.goto('/wallet');
  await expect(balance(sellerPage)).toHaveText(/100,00/);
  await sellerPage.goto('/orders?tab=sales');
  await expect(sellerPage.getByRole('link', { name: /Steam key e2e/ })).toContainText('Завершён');
  await sellerPage.goto(`/offer/${offerId}/edit`);
  await expect(sellerPage.getByTestId('key-stock')).toHaveText('Непродано: 1, продано: 1');
});

test('a service order: the seller delivers with a message, then cancels another before delivery and the buyer is refunded', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser);
  const offerId = await publishOffer(sellerPage, `Boosting e2e ${Date.now()}`, 200, 3);

  await register(buyerPage, buyer);
  await topUp(buyerPage, '1000');
  for (let i = 0; i < 2; i++) {
    await buyNow(buyerPage, offerId);
  }
  await buyerPage.goto('/wallet');
  await expect(balance(buyerPage)).toHaveText(/548,00/);

  // The seller sees both sales as paid; delivers the newest with a message.
  await sellerPage.goto('/orders?tab=sales');
  const sales = sellerPage.getByRole('tabpanel').getByRole('link');
  await expect(sales).toHaveCount(2);
  await sales.first().click();
  await sellerPage.getByRole('button', { name: 'Отметить выполненным' }).click();
  const deliver = sellerPage.getByRole('dialog', { name: 'Заказ выполнен' });
  await deliver
    .getByLabel('Сообщение покупателю (данные, инструкции)')
    .fill('Boost done, check your account.');
  await deliver.getByRole('button', { name: 'Отметить выполненным' }).click();
  await expect(sellerPage.locator('[data-state="delivered"]').first()).toBeVisible();

  // ... and cancels the other before delivery: the buyer gets 226 ₽ back, stock returns.
  await sellerPage.goto('/orders?tab=sales');
  await sales.nth(1).click();
  await sellerPage.getByRole('button', { name: 'Отменить заказ' }).click();
  await sellerPage
    .getByRole('dialog', { name: 'Отменить заказ?' })
    .getByRole('button', { name: 'Отменить заказ' })
    .click();
  await expect(sellerPage.locator('[data-state="cancelled"]').first()).toBeVisible();

  await buyerPage.goto('/wallet');
  await expect(balance(buyerPage)).toHaveText(/774,00/);
  await buyerPage.goto('/orders');
  await expect(buyerPage.getByRole('tabpanel').getByRole('link')).toHaveCount(2);
  await buyerPage.getByRole('tabpanel').getByRole('link').filter({ hasText: 'Выполнен' }).click();
  await expect(buyerPage.getByText('Boost done, check your account.')).toBeVisible();
  await buyerPage.goto(`/offer/${offerId}`);
  await expect(buyerPage.getByText('В наличии: 2')).toBeVisible();
});

test('a buyer disputes a delivered service with image evidence; an administrator refunds and the balance is restored', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser);
  const adminPage = await (await browser.newContext()).newPage();
  const offerId = await publishOffer(sellerPage, `Raid carry e2e ${Date.now()}`, 300, 1);

  await register(buyerPage, buyer);
  await topUp(buyerPage, '500');
  const orderPath = await buyNow(buyerPage, offerId);

  await sellerPage.goto(orderPath);
  await sellerPage.getByRole('button', { name: 'Отметить выполненным' }).click();
  await sellerPage
    .getByRole('dialog', { name: 'Заказ выполнен' })
    .getByRole('button', { name: 'Отметить выполненным' })
    .click();
  await expect(sellerPage.locator('[data-state="delivered"]').first()).toBeVisible();

  // The buyer disputes and adds a screenshot as evidence; the money stays held.
  await buyerPage.reload();
  await buyerPage.getByRole('button', { name: 'Открыть спор' }).click();
  const open = buyerPage.getByRole('dialog', { name: 'Открыть спор по заказу' });
  await open.getByLabel('Причина').fill('The raid never happened.');
  await open.getByRole('button', { name: 'Открыть спор' }).click();
  await expect(buyerPage.locator('[data-state="disputed"]').first()).toBeVisible();
  const dispute = buyerPage.getByRole('region', { name: /Спор/ });
  await dispute.getByLabel('Сообщение в споре').fill('Here is the empty raid log.');
  await dispute
    .getByLabel('Изображения-доказательства')
    .setInputFiles({ name: 'log.png', mimeType: 'image/png', buffer: await evidencePng() });
  await dispute.getByRole('button', { name: 'Отправить в спор' }).click();
  await expect(dispute.getByText('Here is the empty raid log.')).toBeVisible();
  await expect(dispute.getByRole('img', { name: 'log.webp' })).toBeVisible();
  await buyerPage.goto('/wallet');
  await expect(balance(buyerPage)).toHaveText(/161,00/);

  // The administrator finds it among open disputes and refunds the buyer.
  await adminPage.goto('/login');
  await logIn(adminPage, ADMIN);
  await adminPage.getByRole('link', { name: 'Админка' }).click();
  await adminPage.getByRole('link', { name: new RegExp(orderPath.replace('/orders/', 'Заказ №')) }).click();
  const resolve = adminPage.getByRole('form', { name: 'Решение по спору' });
  await resolve.getByLabel('Вернуть деньги покупателю').check();
  await resolve.getByLabel('Правило').selectOption('notDelivered');
  await resolve.getByLabel('Причина решения (её увидят обе стороны)').fill('No proof of delivery.');
  await resolve.getByRole('button', { name: 'Принять решение' }).click();
  await expect(adminPage.locator('[data-state="refunded"]').first()).toBeVisible();

  await buyerPage.goto('/wallet');
  await expect(balance(buyerPage)).toHaveText(/500,00/);
  await buyerPage.goto(orderPath);
  await expect(buyerPage.getByText(/No proof of delivery\./)).toBeVisible();
});
