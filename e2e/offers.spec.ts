import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newUser, register, sellerAndBuyer } from './support';

/** A real picture to upload: the server verifies uploads by decoding them. */
async function landscapePng(): Promise<Buffer> {
  return sharp({ create: { width: 1280, height: 900, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

async function offerIdFromUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/offer\/\d+$/);
  return /\/offer\/(\d+)$/.exec(page.url())![1]!;
}

test('a seller publishes an offer through the wizard; a buyer favourites it; the seller edits and deletes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser);

  // The seller accepts the rules, which unlock the wizard.
  await sellerPage.goto('/trade/rules');
  const accept = sellerPage.getByRole('link', { name: 'Принять и продолжить' });
  await expect(accept).toHaveAttribute('aria-disabled', 'true');
  await sellerPage.getByRole('checkbox', { name: 'Я прочитал(а) и принимаю эти правила' }).check();
  await accept.click();
  await expect(sellerPage).toHaveURL(/\/offer\/create$/);

  // Step 1 and 2: the game and its category.
  const next = sellerPage.getByRole('button', { name: 'Далее' });
  await expect(next).toBeDisabled();
  await sellerPage.getByRole('radio', { name: 'World of Warcraft' }).check();
  await next.click();
  await sellerPage.getByRole('radio', { name: /^Аккаунты/ }).check();
  await next.click();

  // Step 3: picture with a 16:9 crop, texts, price, attributes.
  await sellerPage
    .getByLabel('Изображение оффера')
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: await landscapePng() });
  const crop = sellerPage.getByRole('dialog', { name: 'Обрезка изображения' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Применить' }).click();
  await expect(crop).toBeHidden();
  await expect(sellerPage.locator('img[src^="/media/offers/"]').first()).toBeVisible();

  await sellerPage.getByLabel('Сервер').selectOption('EU – Gordunni');
  const name = sellerPage.getByLabel('Название оффера');
  await expect(name).toHaveValue('World of Warcraft | Сервер: Гордунни');
  const offerName = `WoW e2e account ${Date.now()}`;
  await name.fill(offerName);
  await sellerPage.getByLabel('Краткое описание').fill('Level 80 paladin, all expansions');
  await sellerPage
    .getByLabel('Подробное описание')
    .fill('Full access, original e-mail.\nDelivered in minutes.');
  await sellerPage.getByLabel('Цена за штуку, ₽').fill('1000');
  await sellerPage.getByLabel('Количество в наличии').fill('2');
  await expect(sellerPage.getByTestId('final-price')).toContainText('1 130');
  await sellerPage.getByRole('button', { name: 'Создать оффер' }).click();
  const offerId = await offerIdFromUrl(sellerPage);
  await expect(sellerPage.getByRole('heading', { name: offerName })).toBeVisible();
  await expect(sellerPage.getByText('Ваш оффер')).toBeVisible();

  // It is on its lot page, and stays there under filters that should keep it.
  await sellerPage.getByRole('link', { name: 'Аккаунты' }).first().click();
  await expect(sellerPage).toHaveURL(/\/lots\/\d+/);
  const lotUrl = new URL(sellerPage.url()).pathname;
  await sellerPage.getByLabel('Цена от').fill('1100');
  await sellerPage.getByLabel('Цена до').fill('1200');
  await sellerPage.getByLabel('Сервер').selectOption('EU – Gordunni');
  await sellerPage.getByLabel('Сортировка').selectOption({ label: 'Сначала дешевле' });
  await expect(sellerPage.getByRole('article', { name: offerName })).toBeVisible();
  await sellerPage.getByLabel('Цена от').fill('1200');
  await sellerPage.getByLabel('Цена от').press('Enter');
  await expect(sellerPage.getByRole('article', { name: offerName })).toBeHidden();
  await expect(sellerPage.getByText('По выбранным фильтрам ничего не найдено')).toBeVisible();

  // A buyer favourites it and finds it among their favourites.
  await register(buyerPage, buyer);
  const buyerId = await buyerPage.evaluate(() => localStorage.getItem('userId'));
  await buyerPage.goto(`/offer/${offerId}`);
  const favourite = buyerPage.getByRole('button', { name: 'Избранное' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await buyerPage.goto(`/profiles/${buyerId}/stats/favorites`);
  await expect(buyerPage.getByText(offerName)).toBeVisible();

  // The seller edits the price; the offer page shows the new final price.
  await sellerPage.goto(`/offer/${offerId}/edit`);
  const price = sellerPage.getByLabel('Цена за штуку, ₽');
  await price.fill('2000');
  await sellerPage.getByRole('button', { name: 'Сохранить' }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`/offer/${offerId}$`));
  await expect(sellerPage.getByText(/2\s260/).first()).toBeVisible();

  // The seller deletes it: it is gone from the lot page, the offer page and the buyer's favourites.
  await sellerPage.goto(`/offer/${offerId}/edit`);
  await sellerPage.getByRole('button', { name: 'Удалить оффер' }).click();
  await sellerPage
    .getByRole('dialog', { name: 'Удалить оффер?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(sellerPage).toHaveURL(/\/market$/);
  await sellerPage.goto(lotUrl);
  await expect(sellerPage.getByRole('heading', { name: /Предложения \(\d+\)/ })).toBeVisible();
  await expect(sellerPage.getByRole('article', { name: offerName })).toHaveCount(0);
  await buyerPage.goto(`/offer/${offerId}`);
  await expect(buyerPage.getByRole('heading', { name: 'Оффер не найден' })).toBeVisible();
  await buyerPage.goto(`/profiles/${buyerId}/stats/favorites`);
  await expect(buyerPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(buyerPage.getByText(offerName)).toHaveCount(0);
});

test('the market lists the seeded games and a game links to its lot page', async ({ page }) => {
  const user = newUser('browser');
  await register(page, user);
  await page.goto('/market');
  await expect(page.getByRole('link', { name: 'World of Warcraft' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Counter-Strike 2' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'World of Warcraft' }).first().click();
  await expect(page).toHaveURL(/\/lots\/\d+/);
  await expect(page.getByRole('heading', { name: /Предложения \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the search dropdown finds games and categories from two letters, by keyboard', async ({ page }) => {
  await register(page, newUser('searcher'));
  const search = page.getByRole('combobox', { name: 'Поиск' });
  await search.fill('w');
  await expect(page.getByRole('listbox', { name: 'Результаты поиска' })).toBeHidden();
  await search.fill('warc');
  const results = page.getByRole('listbox', { name: 'Результаты поиска' });
  await expect(results.getByRole('option', { name: 'World of Warcraft — игра' })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/market\?productId=\d+$/);
});
