import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { publishOffer } from './offers-api';
import { register, sellerAndBuyer } from './support';

async function screenshotPng(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .png()
    .toBuffer();
}

test('a buyer contacts a seller from an offer; they chat with an image; checks turn double; the bell opens the chat', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser);

  const offerName = `Chat e2e offer ${Date.now()}`;
  const offerId = await publishOffer(sellerPage, offerName);

  // The buyer contacts the seller from the offer page: the chat is created and opened.
  await register(buyerPage, buyer);
  await buyerPage.goto(`/offer/${offerId}`);
  await buyerPage.getByRole('button', { name: 'Написать' }).click();
  await expect(buyerPage).toHaveURL(/\/chat\/\d+$/);
  const chatPath = new URL(buyerPage.url()).pathname;
  const window = buyerPage.getByRole('region', { name: seller.name });
  await expect(window).toBeVisible();
  await expect(window.getByRole('link', { name: `Оффер: ${offerName}` })).toBeVisible();
  await expect(buyerPage.getByText('Сообщений пока нет. Напишите первым!')).toBeVisible();

  // Send waits for text or a file; an image is previewed before it goes.
  const send = buyerPage.getByRole('button', { name: 'Отправить' });
  await expect(send).toBeDisabled();
  await buyerPage
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: await screenshotPng() });
  await expect(
    buyerPage.getByRole('list', { name: 'Файлы к отправке' }).getByRole('img', { name: 'proof.png' }),
  ).toBeVisible();
  await buyerPage
    .getByRole('textbox', { name: 'Введите сообщение...' })
    .fill('Hello! Is it still available?');
  await send.click();

  const mine = buyerPage.locator('li[data-state]').filter({ hasText: 'Hello! Is it still available?' });
  await expect(mine).toHaveAttribute('data-state', 'sent');
  await expect(mine.getByRole('button', { name: 'Открыть изображение proof.webp' })).toBeVisible();
  await expect(buyerPage.getByRole('list', { name: 'Файлы к отправке' })).toBeHidden();

  // Stored pictures are re-encoded as WebP, so the name changes with them.
  // The seller's bell counts the notification; the panel lists it and opens the chat.
  const bell = sellerPage.getByRole('button', { name: 'Уведомления' });
  await expect(bell.locator('[data-count]')).toHaveText('1');
  await bell.click();
  const panel = sellerPage.getByRole('dialog', { name: 'Уведомления' });
  const item = panel.getByRole('listitem').filter({ hasText: 'Hello! Is it still available?' });
  await expect(item).toBeVisible();
  await item.getByRole('button').first().click();
  await expect(sellerPage).toHaveURL(new RegExp(`${chatPath}$`));
  await expect(sellerPage.getByRole('region', { name: buyer.name })).toBeVisible();
  await expect(sellerPage.getByRole('log').getByText('Hello! Is it still available?')).toBeVisible();
  await expect(bell.locator('[data-count]')).toHaveCount(0);

  // Opening the chat read it: the buyer's single check turns double, live.
  await expect(mine).toHaveAttribute('data-state', 'read');

  // The seller answers; the buyer sees it without reloading, and the image opens in a lightbox.
  await sellerPage.getByRole('textbox', { name: 'Введите сообщение...' }).fill('Yes, it is. Buy any time.');
  await sellerPage.keyboard.press('Enter');
  await expect(buyerPage.getByRole('log').getByText('Yes, it is. Buy any time.')).toBeVisible();
  const answer = sellerPage.locator('li[data-state]').filter({ hasText: 'Yes, it is. Buy any time.' });
  await expect(answer).toHaveAttribute('data-state', 'read');

  await mine.getByRole('button', { name: 'Открыть изображение proof.webp' }).click();
  const lightbox = buyerPage.getByRole('dialog', { name: 'proof.webp' });
  await expect(lightbox.getByRole('img', { name: 'proof.webp' })).toBeVisible();
  await buyerPage.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // The buyer's list shows the chat with the latest message.
  const row = buyerPage
    .getByRole('navigation', { name: 'Чаты' })
    .getByRole('link', { name: new RegExp(seller.name) });
  await expect(row).toContainText('Yes, it is. Buy any time.');
});

test('under 768 px the chat shows the list or the window, with a back button; rename and delete work', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { seller, buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser, { width: 390, height: 780 });
  const sellerId = Number(await sellerPage.evaluate(() => localStorage.getItem('userId')));

  // 'Написать' on a profile opens a chat without an offer.
  await register(buyerPage, buyer);
  await buyerPage.goto(`/profiles/${sellerId}`);
  await buyerPage.getByRole('button', { name: 'Написать' }).click();
  await expect(buyerPage).toHaveURL(/\/chat\/\d+$/);
  const list = buyerPage.getByRole('navigation', { name: 'Чаты' });
  await expect(buyerPage.getByRole('region', { name: seller.name })).toBeVisible();
  await expect(list).toBeHidden();

  await buyerPage.getByRole('textbox', { name: 'Введите сообщение...' }).fill('Hi from a phone');
  await buyerPage.getByRole('button', { name: 'Отправить' }).click();
  await expect(buyerPage.locator('li[data-state]').filter({ hasText: 'Hi from a phone' })).toBeVisible();

  // Back shows the list alone.
  await buyerPage.getByRole('link', { name: 'Назад к списку чатов' }).click();
  await expect(buyerPage).toHaveURL(/\/chat$/);
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(seller.name) })).toContainText('Hi from a phone');
  await list.getByRole('link', { name: new RegExp(seller.name) }).click();

  // Rename needs a name; the new name shows in the header.
  await buyerPage.getByRole('button', { name: 'Действия с чатом' }).click();
  await buyerPage.getByRole('menuitem', { name: 'Переименовать' }).click();
  const rename = buyerPage.getByRole('dialog', { name: 'Переименовать чат' });
  await rename.getByLabel('Название чата').fill('   ');
  await rename.getByRole('button', { name: 'Сохранить' }).click();
  await expect(rename.getByText('Введите название чата')).toBeVisible();
  await rename.getByLabel('Название чата').fill('Boosting deal');
  await rename.getByRole('button', { name: 'Сохранить' }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Boosting deal' })).toBeVisible();

  // Delete asks first, then the chat leaves the list.
  await buyerPage.getByRole('button', { name: 'Действия с чатом' }).click();
  await buyerPage.getByRole('menuitem', { name: 'Удалить чат' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Удалить чат?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(buyerPage).toHaveURL(/\/chat$/);
  await expect(buyerPage.getByText('Чатов пока нет')).toBeVisible();
});
