import { expect, test, type Page } from '@playwright/test';
import { newUser, register } from './support';

/**
 * ADR 0028: home, a lot page and an offer page arrive with the answers to their first public
 * calls. In a real browser, each shows its content without making any of those calls itself: if
 * the web app and the server ever disagree about a call, the page would make it, and this fails.
 */

/** The /api calls a page load makes, as "METHOD /path?query". */
async function apiCallsOf(page: Page, url: string, loaded: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url(): string; method(): string }) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}${search}`);
  };
  page.on('request', listener);
  await page.goto(url);
  await loaded();
  page.off('request', listener);
  return seen;
}

test('landing pages show their content without asking for what they arrived with', async ({ page }) => {
  await register(page, newUser('lander'));

  // An offer of the demo catalogue and its lot, found the way the bench finds them.
  const found = await page.evaluate(async () => {
    for (let lotId = 1; lotId < 100; lotId++) {
      const res = await fetch('/api/offers/search?page=0&size=10', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lotId, active: true }),
      });
      if (res.status !== 200) continue;
      const body = (await res.json()) as { content: { id: number; name: string; userId: number }[] };
      if (body.content.length > 0) return { lotId, offer: body.content[0]! };
    }
    return null;
  });
  expect(found).not.toBeNull();
  const { lotId, offer } = found!;

  const offerCalls = await apiCallsOf(page, `/offer/${offer.id}`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: offer.name })).toBeVisible();
  });
  expect(offerCalls.filter((c) => c.startsWith('GET /api/offers/get?'))).toEqual([]);
  expect(offerCalls.filter((c) => c.startsWith('GET /api/reviews/'))).toEqual([]);
  expect(offerCalls.filter((c) => c.startsWith('GET /api/users/getBasicData'))).toEqual([]);
  expect(offerCalls.filter((c) => c.startsWith('GET /api/offers/getCountByUserIdAndActiveTrue'))).toEqual([]);

  const lotCalls = await apiCallsOf(page, `/lots/${lotId}`, async () => {
    await expect(page.getByRole('link', { name: offer.name }).first()).toBeVisible();
  });
  expect(lotCalls.filter((c) => /\/api\/(offers\/search|lots\/get|products\/get)/.test(c))).toEqual([]);

  const homeCalls = await apiCallsOf(page, '/', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
  });
  expect(
    homeCalls.filter((c) =>
      /\/api\/(favoriteOffers\/getTopLikedOffers|users\/getCountAll|offers\/getCountAllByActiveTrue|orders\/getCountCompleted|users\/getTopByBuyerRating)/.test(
        c,
      ),
    ),
  ).toEqual([]);

  // Within the app, a page the HTML did not foresee asks the network as before.
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/offers/get')) seen.push(pathname);
  });
  await page.locator('main a[href^="/offer/"]').first().click();
  await expect(page).toHaveURL(/\/offer\/\d+$/);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});

test('home shows whom the viewer follows among its top sellers, after a reload too', async ({ page }) => {
  await register(page, newUser('follower'));
  const sellers = page.locator('section[aria-labelledby="top-sellers-title"]');
  const row = sellers
    .locator('li')
    .filter({ has: page.getByRole('button', { name: 'Подписаться', exact: true }) })
    .first();
  const name = (await row.getByRole('link').first().textContent())!.trim();
  const rowOf = () => sellers.locator('li').filter({ has: page.getByRole('link', { name, exact: true }) });

  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/followers/check')) checks.push(new URL(r.url()).pathname);
  });
  await row.getByRole('button', { name: 'Подписаться', exact: true }).click();
  await expect(rowOf().getByRole('button', { name: 'Вы подписаны', exact: true })).toBeVisible();

  await page.reload();
  await expect(rowOf().getByRole('button', { name: 'Вы подписаны', exact: true })).toBeVisible();
  // The whole list is checked in one call (checkFollowMany), not one per seller.
  expect(checks.filter((c) => c === '/api/followers/checkFollow')).toEqual([]);
  expect(checks.filter((c) => c === '/api/followers/checkFollowMany').length).toBeGreaterThanOrEqual(1);
});
