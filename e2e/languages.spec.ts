import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { otherLanguageWords, type Lang } from './language';
import { screenText, watchUserContent } from './language-scan';
import { publishOffer, token } from './offers-api';
import { ADMIN, logIn, newUser, register, topUp, verifyEmail } from './support';

/**
 * One language at a time, on every screen (docs/ARCHITECTURE.md "Texts as codes"): in Russian and
 * in English, a guest, a seller with a sale, a buyer with a purchase and an administrator visit
 * every screen; each screen's visible text and labels may hold no word of the other language
 * (Cyrillic in English; in Russian, Latin words other than the allowed names of e2e/language.ts).
 * What users wrote (offer titles, names, chat and review texts) is left out (e2e/language-scan.ts);
 * game titles are proper nouns, the same in both languages. Every finding is listed, by screen.
 */

type Session = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

type Scene = {
  seller: Session;
  buyer: Session;
  admin: Session;
  sellerId: string;
  offerId: number;
  orderId: number;
  /** A busy demo lot with attribute filters, and the lot of the scene's offer. */
  lots: number[];
  /** Game titles: proper nouns, written alike in both languages. */
  games: string[];
};

let scene: Scene;

/** A signed-in browser session of `page`'s user, for later contexts in either language. */
const sessionOf = (page: Page) => page.context().storageState();

/** Buys one item of `offerId` through the API, on the terms the offer shows. */
async function buy(page: Page, offerId: number): Promise<number> {
  const headers = { authorization: `Bearer ${await token(page)}` };
  const offer = await (await page.request.get(`/api/offers/get?offerId=${offerId}`, { headers })).json();
  const res = await page.request.post('/api/orders', {
    headers,
    data: {
      offerId,
      quantity: 1,
      idempotencyKey: randomUUID(),
      pricingType: offer.lot.attributes.pricingType,
      unitPrice: offer.unitPrice,
      minQuantity: 1,
      total: offer.price,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // The seller publishes an offer; the buyer tops up and buys it; the seller delivers: each has an
  // order and a notification. Set in Russian, the default; the scan switches language itself.
  const sellerPage = await (await browser.newContext()).newPage();
  const seller = newUser('langseller');
  await register(sellerPage, seller);
  await verifyEmail(sellerPage, seller);
  const offerId = await publishOffer(sellerPage, `Language scan ${Date.now()}`, 150, 5);
  const sellerId = (await sellerPage.evaluate(() => localStorage.getItem('userId')))!;

  const buyerPage = await (await browser.newContext()).newPage();
  await register(buyerPage, newUser('langbuyer'));
  await topUp(buyerPage, '500');
  const orderId = await buy(buyerPage, offerId);
  const delivered = await sellerPage.request.post(`/api/orders/${orderId}/deliver`, {
    headers: { authorization: `Bearer ${await token(sellerPage)}` },
    data: { message: '' },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/login');
  await logIn(adminPage, ADMIN);
  await expect(adminPage.getByRole('link', { name: 'E2E Admin' })).toBeVisible();

  const catalogue = (await (
    await sellerPage.request.get('/api/products/getAllNameWithLots', { headers: { 'accept-language': 'en' } })
  ).json()) as { name: string; lots: { id: number; name: string }[] }[];
  const offer = await (await sellerPage.request.get(`/api/offers/get?offerId=${offerId}`)).json();
  const dota = catalogue.find((g) => g.name === 'Dota 2')!.lots.find((l) => l.name === 'Accounts')!;
  scene = {
    seller: await sessionOf(sellerPage),
    buyer: await sessionOf(buyerPage),
    admin: await sessionOf(adminPage),
    sellerId,
    offerId,
    orderId,
    lots: [dota.id, offer.lotId],
    games: catalogue.map((g) => g.name),
  };
  for (const page of [sellerPage, buyerPage, adminPage]) await page.context().close();
});

type Role = 'guest' | 'seller' | 'buyer' | 'admin';
/** A screen: an address, or an address and what to open on it (the notifications panel). */
type Screen = { path: string; open?: 'notifications' };

function screens(role: Role): Screen[] {
  const { sellerId, offerId, orderId, lots } = scene;
  const pages = (...paths: string[]) => paths.map((path) => ({ path }));
  const shop = [
    '/',
    '/market',
    ...lots.map((id) => `/lots/${id}`),
    `/offer/${offerId}`,
    `/profiles/${sellerId}`,
    '/players',
    '/trade/rules',
  ];
  switch (role) {
    case 'guest':
      return pages(
        ...shop,
        '/user-agreement',
        '/privacy-policy',
        '/cookie-policy',
        '/requisites',
        '/login',
        '/register',
        '/forgot-password',
        '/no/such/page',
      );
    case 'seller':
      return [
        ...pages(
          ...shop,
          `/profiles/${sellerId}/edit`,
          ...['offers', 'followers', 'following', 'favorites'].map(
            (tab) => `/profiles/${sellerId}/stats/${tab}`,
          ),
          `/offer/${offerId}/edit`,
          '/offer/create',
          '/chat',
          '/settings',
          '/wallet',
          '/orders?tab=sales',
          `/orders/${orderId}`,
        ),
        { path: '/', open: 'notifications' },
      ];
    case 'buyer':
      return [
        ...pages('/orders', `/orders/${orderId}`, '/wallet', '/chat', '/settings'),
        { path: '/', open: 'notifications' },
      ];
    case 'admin':
      return pages('/admin', '/admin/mail', '/moderation', `/orders/${orderId}`, '/');
  }
}

/** Opens `screen` and waits until it has drawn its data. */
async function visit(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1 }).first(), screen.path).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {
    // The live link keeps a socket open; what the page asked has arrived by now.
  });
  if (screen.open === 'notifications') {
    await page.getByTestId('notification-bell').first().click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  }
}

/** Addresses and e-mail addresses (placeholders, examples): written in Latin in either language. */
const ADDRESSES = /\S+@\S+\.\w+|https?:\/\/\S+/g;
/** Each language's own name, as the language switch writes it: the same in either interface. */
const LANGUAGE_NAMES = ['Русский', 'English'];
/**
 * Proper nouns the demo catalogue's Russian texts keep in Latin, as Russian marketplaces write them:
 * studios, tournaments, in-game currencies and ranks (server/src/db/seed/catalog-translations.ts).
 */
const CATALOGUE_NAMES = [
  ...['Battlestate Games', 'Blizzard', 'CCP Games', 'Epic Games', 'Facepunch', 'Grinding Gear Games'],
  ...['HoYoverse', 'Mojang', 'Moonton', 'Respawn', 'Riot Games', 'Sandbox Interactive', 'Smilegate'],
  ...['Supercell', 'Valve', 'The International', 'The War Within', 'Tranquility', 'Hypixel', 'SMP'],
  ...['Blox Fruits', 'Grow a Garden', 'Mythical Glory', 'MPL', 'Challenger', 'Iron', 'Radiant'],
  ...['MMOARPG', 'MMORPG', 'MMO', 'MOBA', 'RPG', 'PvP', 'MMR', 'Elo', 'FACEIT', 'Premier', 'Prime Status'],
  ...['Apex Coins', 'Riot Points', 'Valorant Points', 'Robux', 'Minecoins', 'PLEX', 'ISK', 'Premium'],
  ...['4K, 20 Bomb'],
];

/** The lines of `text` holding words of the other language: phrase → its words. */
function phrases(text: string, words: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n').map((l) => l.trim())) {
    const hits = words.filter((word) =>
      new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(line),
    );
    // Numbers and times vary from run to run: a phrase is named with '#' for its digits.
    const phrase = line.replace(/\d+/g, '#');
    if (hits.length > 0) found.set(phrase.length > 120 ? `${phrase.slice(0, 120)}…` : phrase, hits);
  }
  return found;
}

/** Every phrase of the other language found, with the screens it was found on. */
type Findings = Map<string, { words: string[]; screens: string[] }>;

async function scan(browser: Browser, lang: Lang, role: Role, findings: Findings): Promise<void> {
  const session = role === 'guest' ? undefined : scene[role];
  const context = await browser.newContext(session ? { storageState: session } : {});
  // The reader's remembered language (web/src/shared/i18n/i18n.ts), before any script of the page.
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  const userContent = watchUserContent(page);
  for (const screen of screens(role)) {
    await visit(page, screen);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Less what users wrote and the proper names, longest first (a name holding another goes whole).
    let text = (await screenText(page)).replace(ADDRESSES, ' ');
    const allowed = [
      ...userContent,
      ...scene.games,
      ...LANGUAGE_NAMES,
      ...(lang === 'ru' ? CATALOGUE_NAMES : []),
    ];
    for (const name of allowed.sort((a, b) => b.length - a.length)) text = text.split(name).join(' ');
    // Single letters are initials (the market's index of game titles, avatars of names), not words.
    const words = otherLanguageWords(text, lang).filter((word) => word.length > 1);
    const where = `${role} ${screen.path}${screen.open ? ` (${screen.open})` : ''}`;
    for (const [phrase, hits] of phrases(text, words)) {
      const entry = findings.get(phrase) ?? { words: hits, screens: [] };
      entry.screens.push(where);
      findings.set(phrase, entry);
    }
  }
  await context.close();
}

/** One line per phrase: the phrase, its words of the other language, where it was seen. */
function report(findings: Findings): string[] {
  return [...findings].map(
    ([phrase, { words, screens }]) =>
      `«${phrase}» [${words.join(', ')}] on ${screens.length > 4 ? `${screens.length} screens, e.g. ${screens.slice(0, 3).join('; ')}` : screens.join('; ')}`,
  );
}

for (const lang of ['ru', 'en'] as const) {
  test(`every screen speaks ${lang === 'ru' ? 'Russian' : 'English'} only`, async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const findings: Findings = new Map();
    for (const role of ['guest', 'seller', 'buyer', 'admin'] as const)
      await scan(browser, lang, role, findings);
    const lines = report(findings).map((line) => `${lang}: ${line}`);
    await testInfo.attach(`language-scan-${lang}.txt`, { body: lines.join('\n'), contentType: 'text/plain' });
    expect(lines, `phrases of the other language on ${lang} screens:\n${lines.join('\n')}`).toEqual([]);
  });
}
