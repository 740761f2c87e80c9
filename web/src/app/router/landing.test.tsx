import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { callKey, LANDING_CALLS, LANDING_PAGES, type LandingCall } from '@gamelot/contract/landing';
import { requestKey } from '@gamelot/contract/preloaded';
import { principalFor, storeSession, testQueryClient } from '@/test/render';
import { createTestRouter, renderRoutes } from '@/test/render-routes';
import { sellerStatsFixture } from '@/test/offer-fixtures';
import { createQueryClient } from '../query-client';
import { landingQuery, loadLanding } from './landing';

const LOAD = { timeout: 5000 };

const OFFER = {
  id: 5,
  name: 'Gold 1000',
  price: 113,
  originalPrice: 100,
  unitPrice: 100,
  deliveryMinutes: 60,
  userId: 9,
  pictureUrl: null,
  shortDescription: 'short',
  longDescription: 'long',
  availability: 3,
  active: true,
  attributes: {},
  lotId: 4,
  lot: {
    id: 4,
    name: 'Gold',
    attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null },
    product: { id: 2, name: 'WoW' },
  },
  createdAt: '2025-07-16T10:00:00Z',
  warrantyDays: 0,
  updatedAt: '2025-07-16T10:00:00Z',
};
const LOT = {
  id: 4,
  name: 'Gold',
  position: 0,
  attributes: OFFER.lot.attributes,
  product: { id: 2, name: 'WoW' },
};

function mockAll() {
  return mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/favoriteOffers/getTopLikedOffers': () => jsonResponse([]),
    'GET /api/offers/get': () => jsonResponse(OFFER),
    'GET /api/lots/get': () => jsonResponse(LOT),
    'GET /api/products/get': () =>
      jsonResponse({
        id: 2,
        name: 'WoW',
        description: '',
        imageUrl: null,
        attributes: {},
        lots: [{ id: 4, name: 'Gold' }],
      }),
    'POST /api/offers/search': () => new Response(null, { status: 204 }),
  });
}

const dataCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock).filter((c) => /getTopLikedOffers|offers\/get\?|lots\/get|offers\/search/.test(c));

describe('landing route loaders (ADR 0044)', () => {
  it("asks for the home page's cards before it renders, and the page reuses them", async () => {
    storeSession();
    const fetchMock = mockAll();
    // The app's client: what a page finds in its cache stays fresh for a while (staleTime).
    const queryClient = createQueryClient();
    const router = createTestRouter('/', { queryClient });
    expect(dataCalls(fetchMock)).toEqual(['GET /api/favoriteOffers/getTopLikedOffers?limit=20']);
    renderRoutes(router, { queryClient });
    expect(
      await screen.findByText('В категории «Бустинг» пока нет популярных предложений', undefined, LOAD),
    ).toBeInTheDocument();
    expect(dataCalls(fetchMock)).toEqual(['GET /api/favoriteOffers/getTopLikedOffers?limit=20']);
  });

  it('asks for the offer of an offer page once', async () => {
    storeSession();
    const fetchMock = mockAll();
    const queryClient = createQueryClient();
    const router = createTestRouter('/offer/5', { queryClient });
    expect(dataCalls(fetchMock)).toEqual(['GET /api/offers/get?offerId=5']);
    renderRoutes(router, { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold 1000' }, LOAD)).toBeInTheDocument();
    expect(dataCalls(fetchMock).filter((c) => c.includes('offers/get?'))).toEqual([
      'GET /api/offers/get?offerId=5',
    ]);
  });

  it("asks for the offer page's reviews and seller card too, before it renders; the page asks none again", async () => {
    storeSession();
    const fetchMock = mockApi({
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
      'GET /api/offers/get': () => jsonResponse(OFFER),
      'GET /api/reviews/getAllByOfferId': () => jsonResponse([]),
      'GET /api/users/getBasicData': () =>
        jsonResponse({ id: 9, name: 'Seller Nine', imageUrl: null, createdAt: '2025-01-01T00:00:00Z' }),
      'GET /api/reviews/getSellerStats': () => jsonResponse(sellerStatsFixture()),
      'GET /api/offers/getCountByUserIdAndActiveTrue': () => jsonResponse(3),
    });
    const first = /offers\/get\?|reviews\/|users\/getBasicData|getCountByUserIdAndActiveTrue/;
    const queryClient = createQueryClient();
    const router = createTestRouter('/offer/5', { queryClient });
    await vi.waitFor(() => expect(calls(fetchMock).filter((c) => first.test(c))).toHaveLength(5));
    const before = calls(fetchMock).filter((c) => first.test(c));
    expect(before).toEqual(
      expect.arrayContaining([
        'GET /api/offers/get?offerId=5',
        'GET /api/reviews/getAllByOfferId?offerId=5',
        'GET /api/users/getBasicData?id=9',
        'GET /api/reviews/getSellerStats?sellerId=9',
        'GET /api/offers/getCountByUserIdAndActiveTrue?userId=9',
      ]),
    );
    renderRoutes(router, { queryClient });
    expect(await screen.findByText('Seller Nine', undefined, LOAD)).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => first.test(c))).toEqual(before);
  });

  it("asks for home's counts and top sellers too, before it renders; the page asks none again", async () => {
    storeSession();
    const fetchMock = mockApi({
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
      'GET /api/favoriteOffers/getTopLikedOffers': () => jsonResponse([]),
      'GET /api/users/getCountAll': () => jsonResponse(12),
      'GET /api/offers/getCountAllByActiveTrue': () => jsonResponse(34),
      'GET /api/orders/getCountCompleted': () => jsonResponse(5),
      'GET /api/reviews/getStoreRating': () => jsonResponse({ avgRating: 9, reviewCount: 2 }),
      'GET /api/users/getTopByBuyerRating': () => jsonResponse([]),
    });
    const first =
      /getTopLikedOffers|getCountAll|getCountAllByActiveTrue|getCountCompleted|getStoreRating|getTopByBuyerRating/;
    const queryClient = createQueryClient();
    const router = createTestRouter('/', { queryClient });
    expect(calls(fetchMock).filter((c) => first.test(c))).toHaveLength(6);
    renderRoutes(router, { queryClient });
    expect(await screen.findByText('34', undefined, LOAD)).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => first.test(c))).toHaveLength(6);
  });

  it("asks for a lot page's lot and the page of offers its address names, once each", async () => {
    storeSession();
    const fetchMock = mockAll();
    const queryClient = createQueryClient();
    const router = createTestRouter('/lots/4?page=2&size=20&sort=price_asc', { queryClient });
    expect(dataCalls(fetchMock)).toEqual([
      'GET /api/lots/get?id=4',
      'POST /api/offers/search?page=1&size=20',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      lotId: 4,
      active: true,
      sort: 'price_asc',
    });
    renderRoutes(router, { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'WoW' }, LOAD)).toBeInTheDocument();
    expect(dataCalls(fetchMock)).toEqual([
      'GET /api/lots/get?id=4',
      'POST /api/offers/search?page=1&size=20',
    ]);
  });

  it('asks for nothing without a session, or for addresses that are not those pages', () => {
    const fetchMock = mockAll();
    createTestRouter('/');
    createTestRouter('/lots/4');
    storeSession();
    for (const route of ['/offer/create', '/offer/5/edit', '/lots/abc', '/market', '/offer/0'])
      createTestRouter(route);
    expect(calls(fetchMock)).toEqual([]);
  });

  it('fills a query cache from params and search alone, outside any router, and settles with every answer in', async () => {
    const fetchMock = mockApi({
      'GET /api/offers/get': () => jsonResponse(OFFER),
      'GET /api/reviews/getAllByOfferId': () => jsonResponse([]),
      'GET /api/users/getBasicData': () =>
        jsonResponse({ id: 9, name: 'Seller Nine', imageUrl: null, createdAt: '2025-01-01T00:00:00Z' }),
      'GET /api/reviews/getSellerStats': () => jsonResponse(sellerStatsFixture()),
      'GET /api/offers/getCountByUserIdAndActiveTrue': () => jsonResponse(3),
    });
    const queryClient = testQueryClient();
    const answered: string[] = [];
    await loadLanding(LANDING_PAGES.offer, { offerId: '5' }, new URLSearchParams(), queryClient, (call) =>
      answered.push(call.name),
    );
    expect(calls(fetchMock)).toHaveLength(5);
    expect(answered.sort()).toEqual(
      ['offer', 'offerReviews', 'sellerStats', 'userActiveOffersCount', 'userBasicData'].sort(),
    );
    expect(
      queryClient.getQueryData(landingQuery({ name: 'userBasicData', args: [9] }).queryKey),
    ).toMatchObject({
      name: 'Seller Nine',
    });
    // Not a record's address: nothing to ask.
    await loadLanding(LANDING_PAGES.offer, { offerId: 'create' }, new URLSearchParams(), queryClient);
    expect(calls(fetchMock)).toHaveLength(5);
  });

  it("each landing call's query asks the API exactly what the contract names, so the page's answer is found", async () => {
    const fetchMock = mockApi(
      Object.fromEntries(
        Object.keys(LANDING_CALLS).map((name) => {
          const request = (
            LANDING_CALLS as Record<string, (...a: never[]) => { method: string; path: string }>
          )[name]!();
          return [`${request.method} ${request.path}`, () => new Response(null, { status: 204 })];
        }),
      ),
    );
    const body = { lotId: 4, active: true as const, sort: 'price_asc' as const };
    const samples: LandingCall[] = [
      { name: 'bestOffers', args: [] },
      { name: 'usersCount', args: [] },
      { name: 'activeOffersCount', args: [] },
      { name: 'completedOrdersCount', args: [] },
      { name: 'storeRating', args: [] },
      { name: 'topSellers', args: [] },
      { name: 'lot', args: [4] },
      { name: 'product', args: [2] },
      { name: 'offerSearch', args: [body, 1, 50] },
      { name: 'offer', args: [5] },
      { name: 'offerReviews', args: [5] },
      { name: 'userBasicData', args: [9] },
      { name: 'sellerStats', args: [9] },
      { name: 'userActiveOffersCount', args: [9] },
    ];
    expect(new Set(samples.map((c) => c.name))).toEqual(new Set(Object.keys(LANDING_CALLS)));
    for (const call of samples) {
      fetchMock.mockClear();
      await testQueryClient()
        .fetchQuery(landingQuery(call))
        .catch(() => {});
      const [input, init] = fetchMock.mock.calls[0]!;
      const url = new URL(String(input), 'http://localhost');
      const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      expect(requestKey(init?.method ?? 'GET', `${url.pathname}${url.search}`, sent)).toBe(callKey(call));
    }
  });
});
