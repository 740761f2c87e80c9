import { expect, test, type Page } from '@playwright/test';
import { publishOffer } from './offers-api';
import { ADMIN, logIn, newUser, register, sellerAndBuyer } from './support';

/** Browser-only behaviour: scroll restoration, a 375 px screen, the top bar's empty search. */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** How far the page reaches past the screen's right edge (0: it fits). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a page opened from a scrolled list starts at its top; back returns to the list where it was', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page, newUser('scroller'));
  await page.goto('/market');
  const links = page.locator('main a[href^="/lots/"]');
  await expect(links.first()).toBeVisible();
  const last = links.last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(400);

  await last.click();
  await expect(page).toHaveURL(/\/lots\/\d+/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/market$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(listY - 50);
});

test('at 375 px the chat list shows times and unread badges, and the admin tables fit', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const narrow = { width: 375, height: 780 };
  const { seller, buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser, narrow);
  const offerId = await publishOffer(
    sellerPage,
    `A rather long offer name that would push the time off a narrow screen ${Date.now()}`,
  );
  await register(buyerPage, buyer);
  await buyerPage.goto(`/offer/${offerId}`);
  await buyerPage.getByRole('button', { name: 'Написать' }).click();
  await expect(buyerPage).toHaveURL(/\/chat\/\d+$/);
  const chatPath = new URL(buyerPage.url()).pathname;

  // The seller writes while the buyer looks at the list: an unread badge and a time.
  await buyerPage.goto('/chat');
  await sellerPage.goto(chatPath);
  await sellerPage.getByRole('textbox').last().fill('Hello there, a message long enough to be cut');
  await sellerPage.getByRole('button', { name: 'Отправить' }).click();
  const item = buyerPage.locator(`a[href="${chatPath}"]`);
  await expect(item).toBeVisible();
  const badge = item.locator('[class*="badge"]');
  await expect(badge).toBeVisible({ timeout: 30_000 });
  const time = item.locator('[class*="time"]');
  await expect(time).toBeVisible();
  for (const part of [badge, time]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width, `${await part.textContent()} is on the screen`).toBeLessThanOrEqual(
      narrow.width,
    );
  }
  expect(await overflowX(buyerPage)).toBeLessThanOrEqual(0);
  expect(seller.name).toBeTruthy();

  // An administrator on the same narrow screen: every section fits, tables scroll inside.
  const adminPage = await (await browser.newContext({ viewport: narrow })).newPage();
  await adminPage.goto('/login');
  await logIn(adminPage, ADMIN);
  await expect(adminPage.getByRole('button', { name: 'Выйти' })).toBeAttached();
  for (const tab of ['disputes', 'withdrawals', 'offers', 'users']) {
    await adminPage.goto(`/admin?tab=${tab}`);
    await expect(adminPage.getByRole('tabpanel')).toBeVisible();
    await adminPage.waitForLoadState('networkidle');
    expect(await overflowX(adminPage), tab).toBeLessThanOrEqual(0);
  }
});

test('the top-bar search says when nothing is found', async ({ page }) => {
  test.setTimeout(60_000);
  await register(page, newUser('searcher'));
  await page.goto('/market');
  const box = page.getByRole('combobox', { name: 'Поиск' });
  await box.fill('qqzzxxjj');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByText('Предложений не найдено')).toBeVisible();
});
