import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, register } from './support';

/**
 * A buyer narrows a popular demo lot (Dota 2 → Accounts: Server, Rank and a numeric Behavior
 * score) by two list attributes and a price band, searches a text, pages forward and back, and
 * reloads: the URL carries the state, and the count shown matches the cards over all pages.
 */

type Card = { id: number; name: string; price: number; attributes: Record<string, string | number> };
type SearchPage = { content: Card[]; totalElements: number; totalIsEstimate?: boolean };

const PAGE_SIZE = 5;
const TEXT = 'аккаунт с рангом';

async function lotId(request: APIRequestContext, product: string, lot: string): Promise<number> {
  // The catalogue names lots in the request's language (ADR 0066): asked in English, as written here.
  const response = await request.get('/api/products/getAllNameWithLots', {
    headers: { 'accept-language': 'en' },
  });
  expect(response.ok()).toBe(true);
  const products = (await response.json()) as { name: string; lots: { id: number; name: string }[] }[];
  const found = products.find((p) => p.name === product)?.lots.find((l) => l.name === lot);
  expect(found, `${product} → ${lot} in the demo catalogue`).toBeDefined();
  return found!.id;
}

/** Every active offer of the lot, straight from the API, to choose filters that match some. */
async function allOffers(request: APIRequestContext, id: number): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 0; page < 40; page += 1) {
    const response = await request.post(`/api/offers/search?page=${page}&size=50`, {
      data: { lotId: id, active: true },
    });
    if (response.status() === 204) break;
    const body = (await response.json()) as SearchPage;
    cards.push(...body.content);
    if (body.content.length < 50) break;
  }
  return cards;
}

/** The Server and Rank shared by the most offers, and a price band holding most of those offers. */
function chooseFilters(cards: Card[]) {
  const groups = new Map<string, Card[]>();
  for (const card of cards) {
    const { Server: server, Rank: rank } = card.attributes;
    if (typeof server !== 'string' || typeof rank !== 'string') continue;
    const key = JSON.stringify([server, rank]);
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  const [key, group] = [...groups].sort((a, b) => b[1].length - a[1].length)[0]!;
  const [server, rank] = JSON.parse(key) as [string, string];
  const prices = group.map((c) => c.price).sort((a, b) => a - b);
  // Whole roubles around all but the priciest offer of the group (when there are several): the
  // band must cut something off for the price filter to be seen working.
  const min = Math.floor(prices[0]!);
  const max = prices.length > 2 ? Math.floor(prices.at(-2)!) : Math.ceil(prices.at(-1)!);
  const expected = group.filter((c) => c.price >= min && c.price <= max).length;
  return { server, rank, min, max, expected, all: cards.length };
}

/** The count in "Предложения (n)" and whether it is exact. */
async function shownCount(page: Page): Promise<{ n: number; exact: boolean }> {
  const heading = page.getByRole('heading', { level: 2, name: /^(?:Предложения|Offers) \(/ });
  const text = (await heading.textContent()) ?? '';
  const match = /^(?:Предложения|Offers) \((около |about )?([\d\s\u00a0,]+)\)$/.exec(text.trim());
  expect(match, `a count in "${text}"`).not.toBeNull();
  return { n: Number(match![2]!.replace(/[\s\u00a0,]/g, '')), exact: !match![1] };
}

const cards = (page: Page) => page.locator('main article');

/** Walks forward through every page, counting cards, and returns to page 1 with Back. */
async function countAllPages(
  page: Page,
): Promise<{ cards: number; pages: number; firstPageNames: string[] }> {
  await expect(cards(page).first()).toBeVisible();
  const firstPageNames = await cards(page).locator('h3').allTextContents();
  let total = 0;
  let pages = 1;
  for (;;) {
    total += await cards(page).count();
    const next = page.getByRole('button', { name: /Вперёд/ });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
    pages += 1;
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|$)`));
    await expect(page.getByText(new RegExp(`^Страница ${pages} из`))).toBeVisible();
    await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  }
  for (let back = pages; back > 1; back -= 1) await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  expect(await cards(page).locator('h3').allTextContents()).toEqual(firstPageNames);
  return { cards: total, pages, firstPageNames };
}

test('a buyer filters a lot by its attributes and a price band, searches a text, pages and reloads', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = await lotId(request, 'Dota 2', 'Accounts');
  const offers = await allOffers(request, id);
  expect(offers.length, 'the demo seed gives the lot several pages of offers').toBeGreaterThan(PAGE_SIZE * 2);
  const chosen = chooseFilters(offers);
  await register(page, newUser('buyer'));

  await page.goto(`/lots/${id}?size=${PAGE_SIZE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dota 2' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const unfiltered = await shownCount(page);
  if (unfiltered.exact) {
    expect(unfiltered.n).toBe(chosen.all);
    // Forward through every page and Back again: the cards add up to the count.
    const walked = await countAllPages(page);
    expect(walked.pages).toBeGreaterThan(1);
    expect(walked.cards).toBe(unfiltered.n);
  }

  // Two list attributes, then a price band: each change starts again from page 1.
  await page.getByRole('button', { name: /Вперёд/ }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.getByLabel('Сервер').selectOption(chosen.server);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.getByLabel('Ранг').selectOption(chosen.rank);
  await page.getByLabel('Цена от').fill(String(chosen.min));
  await page.getByLabel('Цена до').fill(String(chosen.max));
  await page.getByLabel('Цена до').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]max=${chosen.max}(&|$)`));
  await expect(page).toHaveURL(/a\.Rank=.+&a\.Server=/);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);

  const filtered = await shownCount(page);
  expect(filtered.exact, 'a narrow filter is counted exactly').toBe(true);
  expect(filtered.n).toBe(chosen.expected);
  expect((await countAllPages(page)).cards).toBe(filtered.n);
  for (const card of await cards(page).all()) {
    await expect(card.getByText(chosen.server).first()).toBeVisible();
  }

  // The text: by relevance, its matches marked, or a "nothing found" that names it.
  await page.getByLabel('Поиск в предложениях').fill(TEXT);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByLabel('Сортировка')).toHaveValue('relevance');
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  const nothing = page.getByText(`По запросу «${TEXT}» с выбранными фильтрами ничего не найдено`);
  if (await nothing.isVisible()) {
    await expect(page.getByRole('button', { name: 'Очистить поиск' }).last()).toBeVisible();
  } else {
    await expect(cards(page).first().locator('mark').first()).toBeVisible();
    const searched = await shownCount(page);
    expect(searched.n).toBeLessThanOrEqual(filtered.n);
    if (searched.exact) expect((await countAllPages(page)).cards).toBe(searched.n);
  }

  // Reload: the URL restores every control and the same result.
  const url = page.url();
  const before = await cards(page).locator('h3').allTextContents();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Сервер')).toHaveValue(chosen.server);
  await expect(page.getByLabel('Ранг')).toHaveValue(chosen.rank);
  await expect(page.getByLabel('Цена от')).toHaveValue(String(chosen.min));
  await expect(page.getByLabel('Цена до')).toHaveValue(String(chosen.max));
  await expect(page.getByLabel('Поиск в предложениях')).toHaveValue(TEXT);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  expect(await cards(page).locator('h3').allTextContents()).toEqual(before);

  // Back leaves the text, Forward brings it back.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByLabel('Поиск в предложениях')).toHaveValue('');
  await expect(page.getByLabel('Сортировка')).toHaveValue('rating_desc');
  await page.goForward();
  await expect(page.getByLabel('Поиск в предложениях')).toHaveValue(TEXT);

  // An old ?server= link still filters by Server.
  await page.goto(`/lots/${id}?server=${encodeURIComponent(chosen.server)}`);
  await expect(page.getByLabel('Сервер')).toHaveValue(chosen.server);
});
