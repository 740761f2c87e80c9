import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { logIn, newUser, register } from './support';

async function signedIn(browser: Browser, prefix: string) {
  const page = await (await browser.newContext()).newPage();
  const user = newUser(prefix);
  await register(page, user);
  const id = await page.evaluate(() => localStorage.getItem('userId'));
  return { page, user, id: id! };
}

test('following a seller raises their followers counter at once and lists the follower', async ({
  browser,
}) => {
  const seller = await signedIn(browser, 'followed');
  const fan = await signedIn(browser, 'fan');
  const { page } = fan;

  await page.goto(`/profiles/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seller.user.name })).toBeVisible();
  const followers = page.getByTestId('counter-followers');
  await expect(followers).toHaveText('0');
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('countFollowers')) requests += 1;
  });
  // The counter moves before the server answers (optimistic); the list below is read from the
  // server, so the test waits for the follow to be stored before it navigates away.
  const stored = page.waitForResponse(
    (r) => r.url().includes('/api/followers/follow') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByRole('button', { name: 'Отписаться' })).toBeVisible();
  await expect(followers).toHaveText('1');
  expect((await stored).ok()).toBe(true);
  expect(requests).toBe(0);

  await page.goto(`/profiles/${seller.id}/stats/followers`);
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(fan.user.name) })).toBeVisible();

  await page.goto(`/profiles/${seller.id}`);
  await expect(followers).toHaveText('1');
  await page.getByRole('button', { name: 'Отписаться' }).click();
  await expect(page.getByRole('button', { name: 'Подписаться' })).toBeVisible();
  await expect(followers).toHaveText('0');
});

test('a user edits their profile: avatar crop, preset background, social link', async ({ browser }) => {
  const { page, id } = await signedIn(browser, 'editor');
  await page.goto(`/profiles/${id}`);
  await page.getByRole('link', { name: 'Редактировать профиль' }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${id}/edit$`));

  const square = await sharp({ create: { width: 600, height: 500, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Фото профиля')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: square });
  const crop = page.getByRole('dialog', { name: 'Обрезка изображения' });
  await crop.getByRole('button', { name: 'Применить' }).click();
  await expect(crop).toBeHidden();

  // The radio sits under its thumbnail; a person clicks the thumbnail (the radio's label).
  const preset = page.getByRole('radio', { name: 'Фон 3' });
  await preset.locator('xpath=..').click();
  await expect(preset).toBeChecked();
  await page.getByLabel('О себе').fill('Selling WoW gold since 2015.');
  await page.getByRole('textbox', { name: 'Telegram' }).fill('t.me/not-a-link');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите ссылку, начинающуюся с http:// или https://')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profiles/${id}/edit$`));

  await page.getByRole('textbox', { name: 'Telegram' }).fill('https://t.me/gamelot_editor');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${id}$`));
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Социальные сети' }).getByRole('link', { name: 'Telegram' }),
  ).toHaveAttribute('href', 'https://t.me/gamelot_editor');
  await expect(page.getByText('Selling WoW gold since 2015.')).toBeVisible();
  await expect(page.locator(`img[src^="/media/avatars/"]`).first()).toBeVisible();
  await expect(page.locator('[style*="preset-03"]')).toHaveCount(1);
});

test("a guest's follow click leads to the login page and back to the profile", async ({ browser }) => {
  const seller = await signedIn(browser, 'star');
  const member = newUser('member');
  const setup = await (await browser.newContext()).newPage();
  await register(setup, member);

  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Гость', exact: true }).click();
  await page.getByRole('button', { name: 'Войти как гость' }).click();
  await expect(page.getByRole('heading', { name: 'Торгуй. Прокачивайся. Побеждай.' })).toBeVisible();

  await page.goto(`/profiles/${seller.id}`);
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member);
  await expect(page).toHaveURL(new RegExp(`/profiles/${seller.id}$`));
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByTestId('counter-followers')).toHaveText('1');
});
